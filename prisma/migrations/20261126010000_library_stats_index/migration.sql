-- The library's stats (how many episodes and how much audio an account has made) are read on every library page:
-- with the duration in the index, PostgreSQL counts and sums an account's episodes from the index alone instead of
-- reading the whole episodes table (issue 27; checked by tests/integration/signed-in-query-plans.test.ts).
CREATE INDEX "episodes_userId_duration_idx" ON "episodes"("userId", "duration");
