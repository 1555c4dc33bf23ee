CREATE TABLE "auth_admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"target_email" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "auth_user_roles_role_check" CHECK ("auth_user_roles"."role" in ('admin', 'moderator', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "banned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_user_roles" ADD CONSTRAINT "auth_user_roles_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_user_roles" ADD CONSTRAINT "auth_user_roles_granted_by_auth_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_admin_audit_log_created_idx" ON "auth_admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auth_admin_audit_log_target_idx" ON "auth_admin_audit_log" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_user_roles_role_idx" ON "auth_user_roles" USING btree ("role","created_at");