ALTER TABLE "projects" DROP CONSTRAINT "projects_owner_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "snippets" DROP CONSTRAINT "snippets_owner_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_check" CHECK ("projects"."owner_id" is not null or "projects"."visibility" = 'public');--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_owner_check" CHECK ("snippets"."owner_id" is not null or "snippets"."visibility" = 'public');