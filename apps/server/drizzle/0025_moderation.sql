CREATE TABLE "moderation_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "moderation_flags_target_check" CHECK ("moderation_flags"."target_type" in ('question', 'answer', 'snippet')),
	CONSTRAINT "moderation_flags_reason_check" CHECK ("moderation_flags"."reason" in ('spam', 'abuse', 'off_topic', 'other'))
);
--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "moderation_flags" ADD CONSTRAINT "moderation_flags_reporter_id_auth_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_flags_open_once_idx" ON "moderation_flags" USING btree ("target_type","target_id","reporter_id") WHERE "moderation_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_flags_open_idx" ON "moderation_flags" USING btree ("created_at") WHERE "moderation_flags"."resolved_at" is null;--> statement-breakpoint
-- custom SQL (carry over on merge)
-- A hidden snippet leaves snippet_search_terms (0017) and comes back when restored.
CREATE OR REPLACE FUNCTION snippet_search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.search = NEW.search AND OLD.visibility = NEW.visibility
      AND OLD.created_at = NEW.created_at AND OLD.language = NEW.language AND OLD.category = NEW.category
      AND OLD.hidden_at IS NOT DISTINCT FROM NEW.hidden_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.visibility = 'public' THEN
    DELETE FROM snippet_search_terms t
    WHERE t.term = ANY (tsvector_to_array(OLD.search)) AND t.created_at = OLD.created_at AND t.snippet_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.visibility = 'public' AND NEW.hidden_at IS NULL THEN
    INSERT INTO snippet_search_terms (term, created_at, snippet_id, rank, language, category)
    SELECT u.lexeme, NEW.created_at, NEW.id,
      ts_rank(NEW.search, ('''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery),
      NEW.language, NEW.category
    FROM unnest(NEW.search) u;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER snippet_search_terms_sync ON snippets;--> statement-breakpoint
CREATE TRIGGER snippet_search_terms_sync AFTER INSERT OR DELETE OR UPDATE OF title, description, tags, visibility, created_at, language, category, hidden_at
  ON snippets FOR EACH ROW EXECUTE FUNCTION snippet_search_terms_sync();
