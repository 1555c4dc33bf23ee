ALTER TABLE "profiles" ADD COLUMN "first_dashboard_visit_at" timestamp with time zone;--> statement-breakpoint
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
