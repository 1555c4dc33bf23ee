DROP INDEX "ai_messages_search_idx";--> statement-breakpoint
-- custom SQL: the column is filled from the conversations before it becomes NOT NULL.
ALTER TABLE "ai_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "ai_messages" m SET "user_id" = c."user_id" FROM "ai_conversations" c WHERE c."id" = m."conversation_id";--> statement-breakpoint
ALTER TABLE "ai_messages" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
-- custom SQL: btree_gin lets one GIN index hold the owner beside the words or the trigrams.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "ai_messages_user_search_idx" ON "ai_messages" USING gin ("user_id","search");--> statement-breakpoint
DROP INDEX "ai_messages_content_trgm_idx";--> statement-breakpoint
CREATE INDEX "ai_messages_user_content_trgm_idx" ON "ai_messages" USING gin ("user_id","content" gin_trgm_ops);
