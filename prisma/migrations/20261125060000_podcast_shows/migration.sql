-- Podcasts as shows, published by RSS (issue 26, ADR 0053). A show has what its feed says of it; an episode belongs to
-- one (its `podcastName` stays, the show's name) and is published in its feed from `feedPublishAt` on.
CREATE TABLE "podcasts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "author" TEXT NOT NULL DEFAULT '',
    "ownerEmail" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'es-ES',
    "category" TEXT NOT NULL DEFAULT 'Technology',
    "subcategory" TEXT,
    "explicit" BOOLEAN NOT NULL DEFAULT false,
    "showType" TEXT NOT NULL DEFAULT 'episodic',
    "artworkKey" TEXT,
    "artworkSource" TEXT NOT NULL DEFAULT 'generated',
    "aiDisclosure" BOOLEAN NOT NULL DEFAULT true,
    "feedTokenHash" TEXT,
    "feedTokenSealed" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "podcasts_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "podcasts_feedTokenHash_key" ON "podcasts"("feedTokenHash");
CREATE UNIQUE INDEX "podcasts_userId_name_key" ON "podcasts"("userId", "name");
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "episodes" ADD COLUMN "podcastId" UUID,
    ADD COLUMN "feedPublishAt" TIMESTAMPTZ(3),
    ADD COLUMN "feedGuid" UUID NOT NULL DEFAULT gen_random_uuid(),
    ADD COLUMN "feedTitle" TEXT,
    ADD COLUMN "feedDescription" TEXT,
    ADD COLUMN "season" INTEGER,
    ADD COLUMN "feedEpisodeType" TEXT NOT NULL DEFAULT 'full',
    ADD COLUMN "feedExplicit" BOOLEAN;

CREATE INDEX "episodes_podcastId_feedPublishAt_idx" ON "episodes"("podcastId", "feedPublishAt");
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_podcastId_fkey" FOREIGN KEY ("podcastId") REFERENCES "podcasts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every distinct podcast name a user typed becomes a show of theirs (names that differ only in case or surrounding
-- spaces are one show, named as most of its episodes spell it), its episodes in it with their numbers as they were:
-- nothing is lost. The show's language is its episodes' most common one; the owner e-mail, the user's.
INSERT INTO "podcasts" ("userId", "name", "author", "ownerEmail", "language", "updatedAt")
SELECT e."userId",
       mode() WITHIN GROUP (ORDER BY btrim(e."podcastName")),
       COALESCE(NULLIF(btrim(concat_ws(' ', u."firstName", u."lastName")), ''), mode() WITHIN GROUP (ORDER BY btrim(e."podcastName"))),
       u."email",
       CASE mode() WITHIN GROUP (ORDER BY e."language") WHEN 'latino' THEN 'es-419' WHEN 'english' THEN 'en' ELSE 'es-ES' END,
       CURRENT_TIMESTAMP
FROM "episodes" e JOIN "users" u ON u."id" = e."userId"
WHERE e."podcastName" IS NOT NULL AND btrim(e."podcastName") <> ''
GROUP BY e."userId", lower(btrim(e."podcastName")), u."firstName", u."lastName", u."email";

UPDATE "episodes" e SET "podcastId" = p."id", "podcastName" = p."name"
FROM "podcasts" p
WHERE p."userId" = e."userId" AND lower(p."name") = lower(btrim(e."podcastName"));
