ALTER TABLE "community_questions" ADD COLUMN "answers_search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "community_questions" drop column "search";--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B') || answers_search) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "community_questions_search_idx" ON "community_questions" USING gin ("search");--> statement-breakpoint
-- Keeps community_questions.answers_search equal to the words of the question's visible answers
-- (weight C; the oldest answers' first 100,000 characters, so a question with very many long
-- answers stays far below tsvector's 1 MB). The question row is locked before the answers are
-- read, in a statement of its own: two answers written at once to one question are then read
-- one after the other, and neither's words are lost.
CREATE FUNCTION community_answers_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  question uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.question_id ELSE NEW.question_id END;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.body = NEW.body AND OLD.hidden_at IS NOT DISTINCT FROM NEW.hidden_at THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM community_questions WHERE id = question FOR UPDATE;
  UPDATE community_questions q SET answers_search = setweight(to_tsvector('english', coalesce((
      SELECT left(string_agg(a.body, E'\n' ORDER BY a.created_at, a.id), 100000)
      FROM community_answers a WHERE a.question_id = q.id AND a.hidden_at IS NULL), '')), 'C')
    WHERE q.id = question;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_answers_search_sync AFTER INSERT OR DELETE OR UPDATE OF body, hidden_at
  ON community_answers FOR EACH ROW EXECUTE FUNCTION community_answers_search_sync();--> statement-breakpoint
UPDATE community_questions q SET answers_search = setweight(to_tsvector('english', coalesce((
    SELECT left(string_agg(a.body, E'\n' ORDER BY a.created_at, a.id), 100000)
    FROM community_answers a WHERE a.question_id = q.id AND a.hidden_at IS NULL), '')), 'C')
  WHERE q.answer_count > 0;
--> statement-breakpoint
-- Similar questions now come from the full-text search: the title's trigram index has no reader.
DROP INDEX IF EXISTS "community_questions_title_trgm_idx";
