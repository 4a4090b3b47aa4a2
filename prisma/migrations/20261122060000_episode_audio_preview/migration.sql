-- The audio sample of the preview step: the script's opening lines with the chosen voices, made by its own job
-- (idle | processing | ready | failed) and dropped when the script is edited.
ALTER TABLE "episodes"
    ADD COLUMN "previewStatus" TEXT NOT NULL DEFAULT 'idle',
    ADD COLUMN "previewUrl" TEXT;
