CREATE TABLE "snippet_likes" (
	"snippet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snippet_likes_snippet_id_user_id_pk" PRIMARY KEY("snippet_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "snippet_views" (
	"snippet_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "snippet_views_snippet_id_viewer_key_day_pk" PRIMARY KEY("snippet_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "snippets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"forked_from_id" uuid,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(array_to_tsvector(tags), 'B') || setweight(to_tsvector('simple', description), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snippets_visibility_check" CHECK ("snippets"."visibility" in ('private', 'public')),
	CONSTRAINT "snippets_counts_check" CHECK ("snippets"."view_count" >= 0 and "snippets"."like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "snippet_likes" ADD CONSTRAINT "snippet_likes_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_likes" ADD CONSTRAINT "snippet_likes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_views" ADD CONSTRAINT "snippet_views_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_forked_from_id_snippets_id_fk" FOREIGN KEY ("forked_from_id") REFERENCES "public"."snippets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_likes_user_idx" ON "snippet_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snippet_views_day_idx" ON "snippet_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "snippets_slug_idx" ON "snippets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "snippets_visibility_created_idx" ON "snippets" USING btree ("visibility","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "snippets_visibility_popular_idx" ON "snippets" USING btree ("visibility","like_count" DESC NULLS LAST,"view_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "snippets_owner_created_idx" ON "snippets" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "snippets_language_created_idx" ON "snippets" USING btree ("language","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "snippets_category_created_idx" ON "snippets" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "snippets_tags_idx" ON "snippets" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "snippets_search_idx" ON "snippets" USING gin ("search");