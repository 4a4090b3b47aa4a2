-- One-use sign-in links sent by e-mail (a demo whose e-mail already has one: the link, not the form, opens it).
-- Only a hash of the token is kept.
CREATE TABLE "sign_in_links" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_links_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "sign_in_links_tokenHash_key" ON "sign_in_links"("tokenHash");
CREATE INDEX "sign_in_links_userId_createdAt_idx" ON "sign_in_links"("userId", "createdAt");

ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
