-- Errors are stored as codes with parameters and rendered through locales/<lng>/errors.json, so each user reads
-- them in their own language (docs/decisions/0018-error-codes.md). The Spanish sentences the jobs stored until now
-- become their codes; "Error al generar el episodio: <reason>" was only ever written for too little content.
ALTER TABLE "episodes"
    ADD COLUMN "errorCode" TEXT,
    ADD COLUMN "errorParams" JSONB NOT NULL DEFAULT '{}';

UPDATE "episodes" SET "errorCode" = CASE
        WHEN "errorMessage" = 'Error al generar el audio' THEN 'AUDIO_FAILED'
        WHEN "errorMessage" LIKE 'El proveedor de voces se ha quedado sin créditos%' THEN 'CREDITS_EXHAUSTED'
        WHEN "errorMessage" = 'Error al regenerar el guión' THEN 'REGENERATION_FAILED'
        WHEN "errorMessage" LIKE 'Error al generar el episodio: %' THEN 'NOT_ENOUGH_CONTENT'
        ELSE 'GENERATION_FAILED'
    END
    WHERE "errorMessage" IS NOT NULL;

ALTER TABLE "episodes" DROP COLUMN "errorMessage";
