-- E-mail outbox (docs/decisions/0036-email-delivery.md): one row per message and recipient, written in the same
-- transaction as the job that sends it; the unique key is what makes a message go out once.
CREATE TABLE "email_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "messageKey" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "userId" UUID,
    "kind" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'queued',
    "messageId" TEXT NOT NULL,
    "transport" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sendingAt" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_messages_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "email_messages_messageKey_recipient_key" ON "email_messages"("messageKey", "recipient");
CREATE INDEX "email_messages_userId_createdAt_idx" ON "email_messages"("userId", "createdAt");
CREATE INDEX "email_messages_createdAt_idx" ON "email_messages"("createdAt");

ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The weekly report goes out on Monday at 09:00 in the user's own time zone.
ALTER TABLE "users" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'Europe/Madrid';

-- When the owner last had the episode's page open: a failure seen on screen is not e-mailed.
ALTER TABLE "episodes" ADD COLUMN "viewedAt" TIMESTAMPTZ(3);
