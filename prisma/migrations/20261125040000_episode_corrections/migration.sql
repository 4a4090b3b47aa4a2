-- Corrections after an episode is finished (issue 24, ADR 0051): the user changes lines of the script and the audio
-- is made again. While it is made the episode stays complete with its previous script, MP3 and video; these columns
-- hold the correction: idle | remaking | failed, the corrected script (its readable text and its sections of lines),
-- the progress of its audio and the code of its failure (locales/*/errors.json).
ALTER TABLE "episodes" ADD COLUMN "revisionStatus" TEXT NOT NULL DEFAULT 'idle',
ADD COLUMN "revisionScript" TEXT,
ADD COLUMN "revisionScriptData" JSONB,
ADD COLUMN "revisionProgress" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "revisionErrorCode" TEXT;
