-- Episode creation: the structured script next to its readable form, the uploaded documents (storage keys), and
-- the sources that could not be read (shown to the user by address with the reason).
ALTER TABLE "episodes"
    ADD COLUMN "scriptData" JSONB,
    ADD COLUMN "sourceFiles" JSONB NOT NULL DEFAULT '[]',
    ADD COLUMN "sourceWarnings" JSONB NOT NULL DEFAULT '[]';
