-- Each time an owner downloads an episode's MP3 or MP4 (`?download=1`, the first byte asked for): the weekly report
-- counts those of its week (issue 16); `episodes.downloads` stays the running total. Deleted with the episode.
CREATE TABLE "episode_downloads" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "episodeId" UUID NOT NULL,
    "file" TEXT NOT NULL,
    "downloadedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "episode_downloads_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "episode_downloads_episodeId_downloadedAt_idx" ON "episode_downloads"("episodeId", "downloadedAt");

ALTER TABLE "episode_downloads" ADD CONSTRAINT "episode_downloads_episodeId_fkey" FOREIGN KEY ("episodeId") REFERENCES "episodes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
