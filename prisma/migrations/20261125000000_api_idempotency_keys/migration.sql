-- The JSON API's Idempotency-Key: the first answer of a call that creates or charges, replayed to a retry with the
-- same key (ADR 0049). Kept a day.
CREATE TABLE "api_idempotency_keys" (
    "userId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" INTEGER,
    "body" JSONB,
    "location" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "api_idempotency_keys_pkey" PRIMARY KEY ("userId", "key"),
    CONSTRAINT "api_idempotency_keys_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "api_idempotency_keys_createdAt_idx" ON "api_idempotency_keys"("createdAt");
