CREATE TABLE "auth_email_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"new_token_hash" text NOT NULL,
	"current_token_hash" text,
	"new_confirmed_at" timestamp with time zone,
	"redirect_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_email_changes_new_token_hash_unique" UNIQUE("new_token_hash"),
	CONSTRAINT "auth_email_changes_current_token_hash_unique" UNIQUE("current_token_hash")
);
--> statement-breakpoint
CREATE TABLE "auth_flow_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"authentication_method" text NOT NULL,
	"provider_type" text NOT NULL,
	"code_challenge" text NOT NULL,
	"code_challenge_method" text NOT NULL,
	"auth_code_hash" text,
	"auth_code_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_flow_states_auth_code_hash_unique" UNIQUE("auth_code_hash")
);
--> statement-breakpoint
CREATE TABLE "auth_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"nonce" text NOT NULL,
	"provider_code_verifier" text NOT NULL,
	"redirect_to" text NOT NULL,
	"code_challenge" text,
	"code_challenge_method" text,
	"link_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_avatars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_email_changes" ADD CONSTRAINT "auth_email_changes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_flow_states" ADD CONSTRAINT "auth_flow_states_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_oauth_states" ADD CONSTRAINT "auth_oauth_states_link_user_id_auth_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_avatars" ADD CONSTRAINT "profile_avatars_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_flow_states_user_idx" ON "auth_flow_states" USING btree ("user_id","authentication_method","created_at");--> statement-breakpoint
CREATE INDEX "profile_avatars_hash_idx" ON "profile_avatars" USING btree ("hash");