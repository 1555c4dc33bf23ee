CREATE TABLE "learning_review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"check_result" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"first_reviewed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "learning_review_requests_status_check" CHECK ("learning_review_requests"."status" in ('open', 'reviewed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "code_reviews" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "code_reviews" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "code_reviews" ADD COLUMN "review_request_id" uuid;--> statement-breakpoint
ALTER TABLE "learning_review_requests" ADD CONSTRAINT "learning_review_requests_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_review_requests" ADD CONSTRAINT "learning_review_requests_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_review_requests_one_open_idx" ON "learning_review_requests" USING btree ("user_id","module_id") WHERE "learning_review_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "learning_review_requests_open_idx" ON "learning_review_requests" USING btree ("module_id","created_at") WHERE "learning_review_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "learning_review_requests_user_idx" ON "learning_review_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "learning_review_requests_reviewed_idx" ON "learning_review_requests" USING btree ("first_reviewed_at" DESC NULLS LAST) WHERE "learning_review_requests"."first_reviewed_at" is not null;--> statement-breakpoint
ALTER TABLE "code_reviews" ADD CONSTRAINT "code_reviews_review_request_id_learning_review_requests_id_fk" FOREIGN KEY ("review_request_id") REFERENCES "public"."learning_review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_reviews_review_request_idx" ON "code_reviews" USING btree ("review_request_id","created_at") WHERE "code_reviews"."review_request_id" is not null;--> statement-breakpoint
ALTER TABLE "code_reviews" ADD CONSTRAINT "code_reviews_subject_check" CHECK (("code_reviews"."file_id" is not null and "code_reviews"."project_id" is not null and "code_reviews"."review_request_id" is null)
        or ("code_reviews"."file_id" is null and "code_reviews"."project_id" is null and "code_reviews"."review_request_id" is not null));