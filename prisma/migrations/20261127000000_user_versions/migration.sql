-- A number per account that grows whenever any of its rows changes (issue 27, ADR 0058): a web process keeps a
-- signed-in page it rendered together with the number it read before rendering, and answers the page again only
-- while the number is the same. Triggers, not the app, count, so that every writer is seen: the pages' actions,
-- the jobs, the webhooks, an operator's SQL.
CREATE TABLE "user_versions" (
    "userId" UUID NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "user_versions_pkey" PRIMARY KEY ("userId"),
    CONSTRAINT "user_versions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- One more change for an account. Runs at commit (the triggers below are deferred): the row of user_versions is the
-- last lock a transaction takes, so two transactions that change the same account's rows in different orders cannot
-- deadlock on it, and the new number is committed with the changes it counts. An account deleted in the same
-- transaction (its rows go by cascade) has nothing left to count.
CREATE FUNCTION "ondacast_count_change_of"(owner_id UUID) RETURNS void LANGUAGE sql AS $$
    INSERT INTO "user_versions" ("userId", "version")
        SELECT owner_id, 1 WHERE owner_id IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = owner_id)
        ON CONFLICT ("userId") DO UPDATE SET "version" = "user_versions"."version" + 1;
$$;

-- a row of a table with a "userId" column (a row moved to another account changes both)
CREATE FUNCTION "ondacast_count_user_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM "ondacast_count_change_of"(OLD."userId"); END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."userId" IS DISTINCT FROM OLD."userId") THEN
        PERFORM "ondacast_count_change_of"(NEW."userId");
    END IF;
    RETURN NULL;
END
$$;

-- the account's own row
CREATE FUNCTION "ondacast_count_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "ondacast_count_change_of"(CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
    RETURN NULL;
END
$$;

-- a row that belongs to an account through its episode
CREATE FUNCTION "ondacast_count_episode_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "ondacast_count_change_of"((SELECT e."userId" FROM "episodes" e
        WHERE e."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."episodeId" ELSE NEW."episodeId" END));
    RETURN NULL;
END
$$;

-- a row that belongs to an account through its webhook
CREATE FUNCTION "ondacast_count_webhook_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "ondacast_count_change_of"((SELECT w."userId" FROM "webhooks" w
        WHERE w."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."webhookId" ELSE NEW."webhookId" END));
    RETURN NULL;
END
$$;

-- every table that belongs to an account (tests/integration/user-versions.test.ts checks that none is left out)
CREATE CONSTRAINT TRIGGER "users_count_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_account_change"();
CREATE CONSTRAINT TRIGGER "company_settings_count_change" AFTER INSERT OR UPDATE OR DELETE ON "company_settings"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "episodes_count_change" AFTER INSERT OR UPDATE OR DELETE ON "episodes"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "episode_downloads_count_change" AFTER INSERT OR UPDATE OR DELETE ON "episode_downloads"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_episode_row_change"();
CREATE CONSTRAINT TRIGGER "oauth_states_count_change" AFTER INSERT OR UPDATE OR DELETE ON "oauth_states"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "sign_in_links_count_change" AFTER INSERT OR UPDATE OR DELETE ON "sign_in_links"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "cloned_voices_count_change" AFTER INSERT OR UPDATE OR DELETE ON "cloned_voices"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "upload_days_count_change" AFTER INSERT OR UPDATE OR DELETE ON "upload_days"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "usage_ledger_count_change" AFTER INSERT OR UPDATE OR DELETE ON "usage_ledger"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "email_messages_count_change" AFTER INSERT OR UPDATE OR DELETE ON "email_messages"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "api_tokens_count_change" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "api_idempotency_keys_count_change" AFTER INSERT OR UPDATE OR DELETE ON "api_idempotency_keys"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "webhooks_count_change" AFTER INSERT OR UPDATE OR DELETE ON "webhooks"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "webhook_deliveries_count_change" AFTER INSERT OR UPDATE OR DELETE ON "webhook_deliveries"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_webhook_row_change"();
CREATE CONSTRAINT TRIGGER "pronunciation_entries_count_change" AFTER INSERT OR UPDATE OR DELETE ON "pronunciation_entries"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
CREATE CONSTRAINT TRIGGER "podcasts_count_change" AFTER INSERT OR UPDATE OR DELETE ON "podcasts"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ondacast_count_user_row_change"();
