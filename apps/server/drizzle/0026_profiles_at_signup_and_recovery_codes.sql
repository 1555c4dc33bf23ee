CREATE TABLE "auth_mfa_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "first_dashboard_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_mfa_recovery_codes" ADD CONSTRAINT "auth_mfa_recovery_codes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_mfa_recovery_codes_hash_key" ON "auth_mfa_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- custom SQL (carry over on merge)
-- Who saved a profile before had used the app: their next dashboard visit is not their first.
UPDATE "profiles" SET "first_dashboard_visit_at" = "created_at";--> statement-breakpoint
-- Accounts made before profiles came with the account: a row from the sign-up metadata, the
-- username kept where no other profile (or earlier account, by creation order) has it.
INSERT INTO "profiles" ("user_id", "username", "full_name", "created_at", "updated_at")
SELECT u."id",
  CASE WHEN c."rank" = 1 AND NOT EXISTS (
    SELECT 1 FROM "profiles" p WHERE lower(p."username") = lower(c."wanted")
  ) THEN c."wanted" END,
  left(nullif(btrim(u."raw_user_meta_data"->>'full_name'), ''), 100),
  u."created_at", u."created_at"
FROM "auth_users" u
JOIN (
  SELECT "id", nullif(btrim("raw_user_meta_data"->>'username'), '') AS "wanted",
    row_number() OVER (PARTITION BY lower(nullif(btrim("raw_user_meta_data"->>'username'), '')) ORDER BY "created_at", "id") AS "rank"
  FROM "auth_users" WHERE NOT EXISTS (SELECT 1 FROM "profiles" p WHERE p."user_id" = "auth_users"."id")
) c ON c."id" = u."id"
ON CONFLICT DO NOTHING;
