-- Versions of an episode (issue 25): «Crear versión» makes a new episode from a finished one in another market
-- (castellano ↔ latino, Spanish ↔ English). The version points at its original (always the root one); deleting the
-- original keeps its versions as ordinary episodes (SET NULL). The index serves the library's grouping.
ALTER TABLE "episodes" ADD COLUMN "versionOfId" UUID;

CREATE INDEX "episodes_versionOfId_idx" ON "episodes"("versionOfId");

ALTER TABLE "episodes" ADD CONSTRAINT "episodes_versionOfId_fkey" FOREIGN KEY ("versionOfId") REFERENCES "episodes"("id") ON DELETE SET NULL ON UPDATE CASCADE;
