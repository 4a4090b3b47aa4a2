-- A fingerprint of the secrets the nodes sharing this database sign and encrypt with (never the secrets): a node
-- that starts with generated secrets different from these refuses to start (server/shared-secrets.ts).
CREATE TABLE "shared_secrets" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "fingerprint" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "shared_secrets_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "shared_secrets_one_row" CHECK ("id" = 1)
);
