-- The cover is made by its own job after the audio, like the video: idle | processing | ready | failed, so the
-- complete step can show it being made, or its failure with a way to retry.
ALTER TABLE "episodes" ADD COLUMN "coverStatus" TEXT NOT NULL DEFAULT 'idle';
