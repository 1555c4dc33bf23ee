CREATE TABLE "community_search_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"scores" bigint NOT NULL,
	CONSTRAINT "community_search_version_one_row" CHECK ("community_search_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "score_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "community_questions_score_version_idx" ON "community_questions" USING btree ("score_version");--> statement-breakpoint
-- custom SQL (carry over on merge)
-- Every statement that can change community_search_terms (the row trigger
-- community_search_terms_sync fires on the same events) advances `version` in its own
-- transaction, so a snapshot that sees the same version sees the same word index. Every change of
-- a question's score advances `scores` and stamps the question with it; the row lock gives the
-- numbers in commit order, so "stamped after n" finds every change a reader has not seen.
INSERT INTO "community_search_version" ("id", "version", "scores") VALUES (1, 0, 0);--> statement-breakpoint
CREATE FUNCTION community_search_version_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE community_search_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_search_version_advance
  AFTER INSERT OR DELETE OR UPDATE OF title, body, tags, created_at, deleted_at OR TRUNCATE
  ON community_questions FOR EACH STATEMENT EXECUTE FUNCTION community_search_version_advance();--> statement-breakpoint
CREATE FUNCTION community_scores_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE community_search_version SET scores = scores + 1 WHERE id = 1 RETURNING scores INTO NEW.score_version;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER community_scores_advance
  BEFORE UPDATE OF up_count, down_count ON community_questions FOR EACH ROW
  WHEN (OLD.up_count - OLD.down_count IS DISTINCT FROM NEW.up_count - NEW.down_count)
  EXECUTE FUNCTION community_scores_advance();
