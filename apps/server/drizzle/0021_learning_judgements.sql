CREATE TABLE "learning_judgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"check_result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_judgements_status_check" CHECK ("learning_judgements"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "learning_judgements" ADD CONSTRAINT "learning_judgements_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_judgements" ADD CONSTRAINT "learning_judgements_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_judgements_one_pending_idx" ON "learning_judgements" USING btree ("user_id") WHERE "learning_judgements"."status" = 'queued';