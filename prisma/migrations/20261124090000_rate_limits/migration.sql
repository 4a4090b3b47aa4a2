-- Rate-limit counters shared by every web node on this database (server/rate-limit-store.ts): one row per limiter
-- and client, a fixed window ending at "resetAt". UNLOGGED: written on nearly every request, so it skips the WAL;
-- a crash of PostgreSQL empties it, which only hands every client a fresh minute. No index on "resetAt": the
-- daily account purge that deletes ended windows can read the whole table, every request should not pay for one.
CREATE UNLOGGED TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "resetAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);
