-- Voice cloning (issue 14, docs/decisions/0038-voice-cloning-local-approximation-and-consent.md).
-- A failure is stored as a code rendered through locales/<lng>/errors.json (docs/decisions/0018-error-codes.md);
-- the consent record (who, the exact consent text version, a hash of the sample; `termsAcceptedAt` says when) stays
-- with the voice for as long as it exists; `engine` says how the voice speaks: 'elevenlabs' (instant voice clone,
-- `elevenlabsVoiceId`) or 'local' (an eSpeak NG voice tuned to the sample's pitch and pace, `localVoice`).
ALTER TABLE "cloned_voices"
    ADD COLUMN "errorCode" TEXT,
    ADD COLUMN "engine" TEXT,
    ADD COLUMN "consentEmail" TEXT,
    ADD COLUMN "consentTextVersion" TEXT,
    ADD COLUMN "sampleSha256" TEXT,
    ADD COLUMN "sampleSeconds" DOUBLE PRECISION,
    ADD COLUMN "medianPitchHz" DOUBLE PRECISION,
    ADD COLUMN "localVoice" JSONB;

UPDATE "cloned_voices" SET "errorCode" = 'VOICE_CLONE_FAILED' WHERE "errorMessage" IS NOT NULL;

ALTER TABLE "cloned_voices" DROP COLUMN "errorMessage";
