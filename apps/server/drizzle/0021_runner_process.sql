CREATE TABLE "job_runners" (
	"id" text PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"concurrency" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "result" jsonb;