DROP TABLE "community_search_terms" CASCADE;--> statement-breakpoint
DROP TABLE "community_search_version" CASCADE;--> statement-breakpoint
DROP INDEX "community_questions_score_version_idx";--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "code_preview" text GENERATED ALWAYS AS (substring(left(code, 1000) from '^[^\n]*(?:\n[^\n]*){0,7}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "code_lines" integer GENERATED ALWAYS AS (char_length(code) - char_length(replace(code, E'\n', '')) + 1) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "community_questions" DROP COLUMN "score_version";--> statement-breakpoint
-- custom SQL (carry over on merge)
-- The word index's triggers on community_questions (migrations 0016 and 0020) and their functions:
-- PostgreSQL does not see that their bodies name the tables dropped above (decision 079).
DROP TRIGGER "community_search_terms_sync" ON "community_questions";--> statement-breakpoint
DROP FUNCTION "community_search_terms_sync"();--> statement-breakpoint
DROP TRIGGER "community_search_version_advance" ON "community_questions";--> statement-breakpoint
DROP FUNCTION "community_search_version_advance"();--> statement-breakpoint
DROP TRIGGER "community_scores_advance" ON "community_questions";--> statement-breakpoint
DROP FUNCTION "community_scores_advance"();