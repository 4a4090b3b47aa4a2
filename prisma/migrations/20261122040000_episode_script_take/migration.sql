-- Which take of the script an episode holds: the script job counts up each time it writes one (the user's own
-- edits do not), so an open editor knows when a regenerated script has replaced the text it shows.
ALTER TABLE "episodes" ADD COLUMN "scriptTake" INTEGER NOT NULL DEFAULT 0;
