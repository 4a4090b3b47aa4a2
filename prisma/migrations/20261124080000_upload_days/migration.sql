-- Bytes each user stored from uploads (documents, voice samples) per UTC day. A cap per day keeps one account from
-- filling the disk with forms that are refused and sent again; the daily account purge drops days gone by.
CREATE TABLE "upload_days" (
    "userId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "bytes" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "upload_days_pkey" PRIMARY KEY ("userId", "day"),
    CONSTRAINT "upload_days_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
