-- Initial schema: every entity of the product spec (section 3) plus the usage ledger and processed payment events.
-- E-mail columns hold lower-cased, trimmed addresses (the app normalises before writing).

CREATE TABLE "users" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" TEXT NOT NULL,
    "password" TEXT,
    "firstName" TEXT,
    "lastName" TEXT,
    "profileImageUrl" TEXT,
    "avatarUrl" TEXT,
    "planId" TEXT NOT NULL DEFAULT 'trial',
    "episodesUsedThisMonth" INTEGER NOT NULL DEFAULT 0,
    "billingPeriodStart" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "trialEndsAt" TIMESTAMPTZ(3),
    "stripeCustomerId" TEXT,
    "stripeSubscriptionId" TEXT,
    "youtubeAccessToken" TEXT,
    "youtubeRefreshToken" TEXT,
    "youtubeConnectedAt" TIMESTAMPTZ(3),
    "youtubeAccessTokenExpiresAt" TIMESTAMPTZ(3),
    "consentMarketing" BOOLEAN NOT NULL DEFAULT false,
    "mailerliteId" TEXT,
    "marketingSource" TEXT,
    "lastEmailSent" TIMESTAMPTZ(3),
    "unsubscribedAt" TIMESTAMPTZ(3),
    "cancelledAt" TIMESTAMPTZ(3),
    "deletionScheduledAt" TIMESTAMPTZ(3),
    "isDemoUser" BOOLEAN NOT NULL DEFAULT false,
    "demoExpiresAt" TIMESTAMPTZ(3),
    "demoEpisodeCreated" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");
CREATE UNIQUE INDEX "users_stripeCustomerId_key" ON "users"("stripeCustomerId");

CREATE TABLE "sessions" (
    "sid" TEXT NOT NULL,
    "sess" JSONB NOT NULL,
    "expire" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "sessions_pkey" PRIMARY KEY ("sid")
);
CREATE INDEX "sessions_expire_idx" ON "sessions"("expire");

CREATE TABLE "company_settings" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "companyName" TEXT,
    "industry" TEXT,
    "podcastHostName" TEXT,
    "defaultVoice" TEXT,
    "speakingSpeed" DOUBLE PRECISION,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "company_settings_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "company_settings_userId_key" ON "company_settings"("userId");

CREATE TABLE "episodes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "podcastName" TEXT,
    "episodeNumber" INTEGER,
    "description" TEXT,
    "script" TEXT,
    "audioUrl" TEXT,
    "coverUrl" TEXT,
    "videoUrl" TEXT,
    "videoStatus" TEXT NOT NULL DEFAULT 'idle',
    "duration" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'completed',
    "tone" TEXT NOT NULL DEFAULT 'innovacion',
    "language" TEXT NOT NULL DEFAULT 'castellano',
    "presenterName" TEXT,
    "guestName" TEXT,
    "presenterVoiceId" TEXT NOT NULL DEFAULT 'local-es-presentador',
    "guestVoiceId" TEXT NOT NULL DEFAULT 'local-es-invitada',
    "content" TEXT,
    "urls" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "downloads" INTEGER NOT NULL DEFAULT 0,
    "isMonologue" BOOLEAN NOT NULL DEFAULT false,
    "episodeFormat" TEXT NOT NULL DEFAULT 'conversation',
    "youtubeVideoId" TEXT,
    "youtubeVideoUrl" TEXT,
    "companyName" TEXT,
    "industry" TEXT,
    "audience" TEXT,
    "blogUrl" TEXT,
    "linkedinContent" TEXT,
    "newsletterContent" TEXT,
    "additionalContext" TEXT,
    "voiceId" TEXT,
    "voicePreset" TEXT,
    "voiceSettings" JSONB,
    "communicationAudience" TEXT,
    "communicationObjective" TEXT,
    "voiceId2" TEXT,
    "step" TEXT NOT NULL DEFAULT 'input',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "errorMessage" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "episodes_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "episodes_userId_createdAt_idx" ON "episodes"("userId", "createdAt" DESC);

CREATE TABLE "oauth_states" (
    "state" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "oauth_states_pkey" PRIMARY KEY ("state")
);
CREATE INDEX "oauth_states_expiresAt_idx" ON "oauth_states"("expiresAt");

CREATE TABLE "agency_waiting_list" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" TEXT NOT NULL,
    "companyName" TEXT,
    "acceptedPrivacyPolicy" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "agency_waiting_list_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "agency_waiting_list_email_key" ON "agency_waiting_list"("email");

CREATE TABLE "cloned_voices" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "elevenlabsVoiceId" TEXT,
    "audioFileUrl" TEXT,
    "status" TEXT NOT NULL DEFAULT 'processing',
    "voiceType" TEXT NOT NULL DEFAULT 'cloned',
    "acceptedTerms" BOOLEAN NOT NULL DEFAULT false,
    "termsAcceptedAt" TIMESTAMPTZ(3),
    "processingStartedAt" TIMESTAMPTZ(3),
    "completedAt" TIMESTAMPTZ(3),
    "errorMessage" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "cloned_voices_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "cloned_voices_userId_idx" ON "cloned_voices"("userId");

CREATE TABLE "usage_ledger" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "episodeId" UUID NOT NULL,
    "periodStart" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "usage_ledger_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "usage_ledger_episodeId_key" ON "usage_ledger"("episodeId");
CREATE INDEX "usage_ledger_userId_periodStart_idx" ON "usage_ledger"("userId", "periodStart");

CREATE TABLE "processed_payment_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "processed_payment_events_pkey" PRIMARY KEY ("id")
);

ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "cloned_voices" ADD CONSTRAINT "cloned_voices_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
