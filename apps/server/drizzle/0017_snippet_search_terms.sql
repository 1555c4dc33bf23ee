CREATE TABLE "snippet_search_terms" (
	"term" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"snippet_id" uuid NOT NULL,
	"rank" real NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "snippet_search_terms_newest_idx" ON "snippet_search_terms" USING btree ("term","created_at" DESC NULLS LAST,"snippet_id","rank","language","category");--> statement-breakpoint
-- custom SQL (carry over on merge)
-- Terms compare bytewise, so the lexemes starting with a search word lie together in the index
-- under any database collation (the index is rebuilt by the type change; the table is empty).
ALTER TABLE "snippet_search_terms" ALTER COLUMN "term" TYPE text COLLATE "C";--> statement-breakpoint
-- Keeps snippet_search_terms equal to the lexemes of every public snippet. An AFTER trigger sees
-- the generated search vector. A row's rank is ts_rank of the vector for its lexeme alone (the
-- lexeme quoted as a tsquery operand: quotes and backslashes doubled). Likes and views do not fire
-- it. Each row carries the snippet's language and category, the filters a search reads with it.
-- Rows are found again by (term, created_at, id), the index's own order.
CREATE FUNCTION snippet_search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.search = NEW.search AND OLD.visibility = NEW.visibility
      AND OLD.created_at = NEW.created_at AND OLD.language = NEW.language AND OLD.category = NEW.category THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.visibility = 'public' THEN
    DELETE FROM snippet_search_terms t
    WHERE t.term = ANY (tsvector_to_array(OLD.search)) AND t.created_at = OLD.created_at AND t.snippet_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.visibility = 'public' THEN
    INSERT INTO snippet_search_terms (term, created_at, snippet_id, rank, language, category)
    SELECT u.lexeme, NEW.created_at, NEW.id,
      ts_rank(NEW.search, ('''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery),
      NEW.language, NEW.category
    FROM unnest(NEW.search) u;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER snippet_search_terms_sync AFTER INSERT OR DELETE OR UPDATE OF title, description, tags, visibility, created_at, language, category
  ON snippets FOR EACH ROW EXECUTE FUNCTION snippet_search_terms_sync();--> statement-breakpoint
INSERT INTO snippet_search_terms (term, created_at, snippet_id, rank, language, category)
SELECT u.lexeme, s.created_at, s.id,
  ts_rank(s.search, ('''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery),
  s.language, s.category
FROM snippets s, unnest(s.search) u WHERE s.visibility = 'public';--> statement-breakpoint
-- Filled row by row the index is about twice its size; rebuilt it is compact.
REINDEX INDEX "snippet_search_terms_newest_idx";
