-- Settings of spec section 3 ('Settings object'): preferences and notification switches live on the user.
ALTER TABLE "users"
    ADD COLUMN "defaultPresenterVoice" TEXT,
    ADD COLUMN "defaultGuestVoice" TEXT,
    ADD COLUMN "defaultLanguage" TEXT NOT NULL DEFAULT 'castellano',
    ADD COLUMN "autoSaveScript" BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN "notifyEmail" BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN "notifyEpisodeComplete" BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN "notifyWeeklyReport" BOOLEAN NOT NULL DEFAULT false;
