CREATE TABLE "project_law_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"profile" text NOT NULL,
	"choices" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_release_files" (
	"release_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_id" uuid,
	"filename" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"counts" jsonb NOT NULL,
	CONSTRAINT "project_release_files_release_id_position_pk" PRIMARY KEY("release_id","position")
);
--> statement-breakpoint
CREATE TABLE "project_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"environment" text NOT NULL,
	"profile" text NOT NULL,
	"status" text NOT NULL,
	"status_text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_law_settings" ADD CONSTRAINT "project_law_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_law_settings" ADD CONSTRAINT "project_law_settings_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_release_files" ADD CONSTRAINT "project_release_files_release_id_project_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."project_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_release_files" ADD CONSTRAINT "project_release_files_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_releases" ADD CONSTRAINT "project_releases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_releases" ADD CONSTRAINT "project_releases_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_releases_project_number_idx" ON "project_releases" USING btree ("project_id","number");