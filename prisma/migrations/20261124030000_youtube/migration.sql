-- YouTube (issue 15). The account's channel, shown in settings once connected; the tokens stay in the existing
-- "youtubeAccessToken" / "youtubeRefreshToken" columns, sealed with AES-256-GCM (app/utils/encryption.server.ts).
ALTER TABLE "users" ADD COLUMN "youtubeChannelId" TEXT,
ADD COLUMN "youtubeChannelName" TEXT;

-- The OAuth state is kept as its SHA-256 (the "state" column), used once (deleted when the callback reads it) and
-- for 10 minutes; PKCE: the code verifier the callback sends with the code.
ALTER TABLE "oauth_states" ADD COLUMN "codeVerifier" TEXT;

-- An episode's upload: idle | queued | uploading | uploaded | failed, the percent sent, the failure as a code
-- (locales/*/errors.json) with its parameters, what the user confirmed (title, description, privacy) and the
-- resumable upload session, so that an upload cut in the middle goes on from where it stopped.
ALTER TABLE "episodes" ADD COLUMN "youtubeStatus" TEXT NOT NULL DEFAULT 'idle',
ADD COLUMN "youtubeProgress" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "youtubeErrorCode" TEXT,
ADD COLUMN "youtubeErrorParams" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN "youtubeTitle" TEXT,
ADD COLUMN "youtubeDescription" TEXT,
ADD COLUMN "youtubePrivacy" TEXT NOT NULL DEFAULT 'private',
ADD COLUMN "youtubeUploadSession" TEXT,
ADD COLUMN "youtubeUploadedAt" TIMESTAMPTZ(3);
