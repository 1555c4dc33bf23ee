ALTER TABLE "auth_refresh_tokens" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
CREATE INDEX "auth_refresh_tokens_parent_idx" ON "auth_refresh_tokens" USING btree ("parent_id");