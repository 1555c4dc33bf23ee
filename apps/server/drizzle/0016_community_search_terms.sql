CREATE TABLE "community_search_terms" (
	"term" text NOT NULL,
	"kind" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"question_id" uuid NOT NULL,
	"weight" real NOT NULL
);
--> statement-breakpoint
CREATE INDEX "community_search_terms_newest_idx" ON "community_search_terms" USING btree ("term","kind","created_at" desc,"question_id" desc,"weight");--> statement-breakpoint
-- custom SQL (carry over on merge)
-- Keeps community_search_terms equal to the words and tags of every live question. An AFTER
-- trigger sees the generated search vector. Rows are found again by (term, created_at, id), the
-- index's own order, so no second index is needed to delete them.
CREATE FUNCTION community_search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.search = NEW.search AND OLD.tags = NEW.tags
      AND OLD.created_at = NEW.created_at AND OLD.deleted_at IS NOT DISTINCT FROM NEW.deleted_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM community_search_terms t
    WHERE t.term = ANY (tsvector_to_array(OLD.search) || OLD.tags) AND t.kind IN (0, 1)
      AND t.created_at = OLD.created_at AND t.question_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    INSERT INTO community_search_terms (term, kind, created_at, question_id, weight)
    SELECT u.lexeme, 0, NEW.created_at, NEW.id,
      (SELECT sum(CASE w WHEN 'A' THEN 1.0 WHEN 'B' THEN 0.4 WHEN 'C' THEN 0.2 ELSE 0.1 END) FROM unnest(u.weights) w)::real
    FROM unnest(NEW.search) u
    UNION ALL
    SELECT DISTINCT tag, 1, NEW.created_at, NEW.id, 0 FROM unnest(NEW.tags) tag;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_search_terms_sync AFTER INSERT OR DELETE OR UPDATE OF title, body, tags, created_at, deleted_at
  ON community_questions FOR EACH ROW EXECUTE FUNCTION community_search_terms_sync();--> statement-breakpoint
INSERT INTO community_search_terms (term, kind, created_at, question_id, weight)
SELECT u.lexeme, 0, q.created_at, q.id,
  (SELECT sum(CASE w WHEN 'A' THEN 1.0 WHEN 'B' THEN 0.4 WHEN 'C' THEN 0.2 ELSE 0.1 END) FROM unnest(u.weights) w)::real
FROM community_questions q, unnest(q.search) u WHERE q.deleted_at IS NULL
UNION ALL
SELECT DISTINCT tag, 1, q.created_at, q.id, 0::real FROM community_questions q, unnest(q.tags) tag WHERE q.deleted_at IS NULL;
