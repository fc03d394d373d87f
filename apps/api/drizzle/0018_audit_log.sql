CREATE TABLE "audit_chain_head" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_roles" text[] NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text NOT NULL,
	"ip" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_prev_hash_unique" ON "audit_log" USING btree ("prev_hash");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree ("actor_email");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
-- The chain starts from 64 zeros; every append locks this row, so writers of every process take turns (#66).
INSERT INTO "audit_chain_head" ("id", "last_id", "hash") VALUES (1, 0, repeat('0', 64));--> statement-breakpoint
-- Append-only, whatever the role: UPDATE, DELETE and TRUNCATE are refused. The one exception is
-- audit_log_prune below, which removes expired rows from the start of the chain only.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('audit_log.pruning', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
-- The head only moves forward and is never removed.
CREATE FUNCTION "audit_chain_head_forward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."id" = OLD."id" AND NEW."last_id" > OLD."last_id" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_chain_head only moves forward: % refused', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_chain_head_forward" BEFORE UPDATE OR DELETE ON "audit_chain_head"
  FOR EACH ROW EXECUTE FUNCTION "audit_chain_head_forward"();--> statement-breakpoint
-- Retention: removes the entries before the first one at or after `cutoff`, a whole prefix of the chain
-- (the rest stays verifiable from its first row's prev_hash). Never younger than a year, whatever is asked.
CREATE FUNCTION "audit_log_prune"(cutoff timestamptz) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public AS $$
DECLARE
  keep_from bigint;
  removed bigint;
BEGIN
  IF cutoff > now() - interval '1 year' THEN
    RAISE EXCEPTION 'audit_log keeps every entry for a year at least (cutoff %)', cutoff USING ERRCODE = '22023';
  END IF;
  PERFORM 1 FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
  SELECT min("id") INTO keep_from FROM "audit_log" WHERE "at" >= cutoff;
  PERFORM set_config('audit_log.pruning', 'on', true);
  DELETE FROM "audit_log" WHERE keep_from IS NULL OR "id" < keep_from;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('audit_log.pruning', 'off', true);
  RETURN removed;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "audit_log_prune"(timestamptz) FROM PUBLIC;--> statement-breakpoint
-- Where the application connects as a role of its own (docs/security.md, 'The audit log'), it may read and
-- append, move the head and prune through the function: never UPDATE, DELETE or TRUNCATE the log itself.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'game_assist_app') AND current_user <> 'game_assist_app' THEN
    REVOKE ALL ON "audit_log", "audit_chain_head" FROM "game_assist_app";
    GRANT SELECT, INSERT ON "audit_log" TO "game_assist_app";
    GRANT SELECT, UPDATE ON "audit_chain_head" TO "game_assist_app";
    GRANT EXECUTE ON FUNCTION "audit_log_prune"(timestamptz) TO "game_assist_app";
  END IF;
END
$$;
