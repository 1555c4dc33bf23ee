CREATE TABLE "playground_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"test_cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share_slug" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playground_programs_language_check" CHECK ("playground_programs"."language" in ('python', 'javascript', 'java'))
);
--> statement-breakpoint
ALTER TABLE "playground_programs" ADD CONSTRAINT "playground_programs_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playground_programs_share_slug_idx" ON "playground_programs" USING btree ("share_slug");--> statement-breakpoint
CREATE INDEX "playground_programs_owner_updated_idx" ON "playground_programs" USING btree ("owner_id","updated_at" DESC NULLS LAST);