-- The accent a cloned voice speaks Spanish with, as its owner chose it: 'castellano' (Spain) or 'latino' (Latin
-- America). The ElevenLabs clone is labelled with it; the local approximation speaks with eSpeak NG's voice of that
-- accent. Voices cloned before this had no choice: castellano, as they were made.
ALTER TABLE "cloned_voices" ADD COLUMN "accent" TEXT NOT NULL DEFAULT 'castellano';
