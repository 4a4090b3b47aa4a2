-- The pronunciation dictionary: per account, how a written word or phrase is said (issue 24). One entry per written
-- form whatever its case ("writtenKey" is the form folded: NFC, lower case, single spaces), so an import merges by it.
CREATE TABLE "pronunciation_entries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "written" TEXT NOT NULL,
    "writtenKey" TEXT NOT NULL,
    "caseSensitive" BOOLEAN NOT NULL DEFAULT false,
    "said" TEXT NOT NULL,
    "ipa" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "pronunciation_entries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "pronunciation_entries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "pronunciation_entries_userId_writtenKey_key" ON "pronunciation_entries"("userId", "writtenKey");
