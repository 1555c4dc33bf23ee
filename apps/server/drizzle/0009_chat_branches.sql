ALTER TABLE "ai_conversations" ADD COLUMN "current_leaf_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD COLUMN "context_files" jsonb;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', content)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_current_leaf_id_ai_messages_id_fk" FOREIGN KEY ("current_leaf_id") REFERENCES "public"."ai_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_parent_id_ai_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ai_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_messages_parent_idx" ON "ai_messages" USING btree ("conversation_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "ai_messages_search_idx" ON "ai_messages" USING gin ("search");
-- custom SQL (carry over on merge)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "ai_messages_content_trgm_idx" ON "ai_messages" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ai_conversations_title_trgm_idx" ON "ai_conversations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Conversations from before branching were straight lines: each message follows the previous one.
UPDATE "ai_messages" m SET "parent_id" = p.prev
FROM (
  SELECT "id", lag("id") OVER (PARTITION BY "conversation_id" ORDER BY "position") AS prev FROM "ai_messages"
) p
WHERE m."id" = p."id" AND p.prev IS NOT NULL;--> statement-breakpoint
UPDATE "ai_conversations" c SET "current_leaf_id" = (
  SELECT m."id" FROM "ai_messages" m WHERE m."conversation_id" = c."id" ORDER BY m."position" DESC LIMIT 1
);
