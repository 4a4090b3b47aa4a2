-- A token issued by POST /api/auth/login, /api/auth/register or /api/demo/register has no name of its own: the
-- settings page shows it in the user's language (no sentence stored in the database).
ALTER TABLE "api_tokens" ALTER COLUMN "name" DROP NOT NULL;
UPDATE "api_tokens" SET "name" = NULL WHERE "name" IN ('Inicio de sesión', 'Demo');
