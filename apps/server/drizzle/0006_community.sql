CREATE TABLE "community_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"up_count" integer DEFAULT 0 NOT NULL,
	"down_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_answers_counts_check" CHECK ("community_answers"."up_count" >= 0 and "community_answers"."down_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] NOT NULL,
	"up_count" integer DEFAULT 0 NOT NULL,
	"down_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"accepted_answer_id" uuid,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "community_questions_counts_check" CHECK ("community_questions"."up_count" >= 0 and "community_questions"."down_count" >= 0 and "community_questions"."answer_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_votes" (
	"user_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_votes_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id"),
	CONSTRAINT "community_votes_value_check" CHECK ("community_votes"."value" in (-1, 1)),
	CONSTRAINT "community_votes_target_type_check" CHECK ("community_votes"."target_type" in ('question', 'answer'))
);
--> statement-breakpoint
ALTER TABLE "community_answers" ADD CONSTRAINT "community_answers_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_answers" ADD CONSTRAINT "community_answers_author_id_auth_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_author_id_auth_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_accepted_answer_id_community_answers_id_fk" FOREIGN KEY ("accepted_answer_id") REFERENCES "public"."community_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_votes" ADD CONSTRAINT "community_votes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_answers_question_idx" ON "community_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "community_answers_author_idx" ON "community_answers" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "community_questions_newest_idx" ON "community_questions" USING btree ("created_at" desc,"id" desc) WHERE "community_questions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "community_questions_votes_idx" ON "community_questions" USING btree (("up_count" - "down_count") desc,"created_at" desc,"id" desc) WHERE "community_questions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "community_questions_unanswered_idx" ON "community_questions" USING btree ("created_at" desc,"id" desc) WHERE "community_questions"."deleted_at" is null and "community_questions"."answer_count" = 0;--> statement-breakpoint
CREATE INDEX "community_questions_active_idx" ON "community_questions" USING btree ("last_activity_at" desc,"id" desc) WHERE "community_questions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "community_questions_author_idx" ON "community_questions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "community_questions_search_idx" ON "community_questions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "community_questions_tags_idx" ON "community_questions" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "community_votes_target_idx" ON "community_votes" USING btree ("target_type","target_id");--> statement-breakpoint
-- custom SQL (carry over on merge)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "community_questions_title_trgm_idx" ON "community_questions" USING gin ("title" gin_trgm_ops);
