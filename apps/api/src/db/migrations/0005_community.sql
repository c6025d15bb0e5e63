CREATE TYPE "public"."attachment_type" AS ENUM('IMAGE', 'COVER_IMAGE', 'PDF', 'VIDEO');--> statement-breakpoint
CREATE TYPE "public"."feed_kind" AS ENUM('community', 'forum', 'collab', 'community-library');--> statement-breakpoint
CREATE TYPE "public"."post_audience" AS ENUM('EVERYONE', 'INSTITUTE', 'ADMIN', 'FACULTIES', 'CANDIDATES');--> statement-breakpoint
CREATE TYPE "public"."post_report_reason" AS ENUM('INAPPROPRIATE', 'VIOLENCE', 'SPAM', 'HACKED', 'COPYRIGHT', 'HARASSMENT', 'IMPERSONATION', 'TERMS', 'OTHERS');--> statement-breakpoint
CREATE TYPE "public"."post_report_status" AS ENUM('OPEN', 'IGNORED', 'REMOVED');--> statement-breakpoint
CREATE TYPE "public"."post_request_status" AS ENUM('PENDING', 'PUBLISHED', 'DECLINED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."post_type" AS ENUM('PHOTOS', 'VIDEOS', 'DOCUMENTS', 'TEXT');--> statement-breakpoint
CREATE TYPE "public"."post_visibility" AS ENUM('GLOBAL', 'INSTITUTE', 'SPECIFIC_GROUP', 'SELF');--> statement-breakpoint
CREATE TABLE "community_settings" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"auto_approval" boolean DEFAULT false NOT NULL,
	"global_visibility" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"post_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"attachment_type" "attachment_type" NOT NULL,
	"storage_key" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail_key" text,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"institute_id" uuid,
	"reason" "post_report_reason" NOT NULL,
	"details" text,
	"status" "post_report_status" DEFAULT 'OPEN' NOT NULL,
	"action_taken_by" uuid,
	"action_taken_by_user_name" text,
	"acted_at" timestamp with time zone,
	"reporter_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_restrictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"author_id" uuid NOT NULL,
	"institute_id" uuid,
	"feed_kind" "feed_kind" DEFAULT 'community' NOT NULL,
	"post_type" "post_type" NOT NULL,
	"category" text NOT NULL,
	"category_slug" text NOT NULL,
	"topic" text,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"audience" "post_audience" DEFAULT 'EVERYONE' NOT NULL,
	"visibility" "post_visibility" DEFAULT 'SELF' NOT NULL,
	"requested_visibility" "post_visibility" DEFAULT 'INSTITUTE' NOT NULL,
	"request_status" "post_request_status" DEFAULT 'PENDING' NOT NULL,
	"link_preview" jsonb,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"saved_to_magazine" boolean DEFAULT false NOT NULL,
	"history_exists" boolean DEFAULT false NOT NULL,
	"appealed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_settings" ADD CONSTRAINT "community_settings_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_attachments" ADD CONSTRAINT "post_attachments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_attachments" ADD CONSTRAINT "post_attachments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_history" ADD CONSTRAINT "post_history_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_history" ADD CONSTRAINT "post_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_action_taken_by_users_id_fk" FOREIGN KEY ("action_taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_restrictions" ADD CONSTRAINT "posting_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_attachments_post_idx" ON "post_attachments" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_history_post_idx" ON "post_history" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_likes_post_idx" ON "post_likes" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_reports_reporter_post_key" ON "post_reports" USING btree ("reporter_id","post_id");--> statement-breakpoint
CREATE INDEX "post_reports_institute_idx" ON "post_reports" USING btree ("institute_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posting_restrictions_user_idx" ON "posting_restrictions" USING btree ("user_id","until" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_key" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_global_feed_idx" ON "posts" USING btree ("feed_kind","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."visibility" = 'GLOBAL' and "posts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_institute_feed_idx" ON "posts" USING btree ("institute_id","feed_kind","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."visibility" <> 'SELF' and "posts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_category_feed_idx" ON "posts" USING btree ("category_slug","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."visibility" = 'GLOBAL' and "posts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_pending_idx" ON "posts" USING btree ("institute_id","request_status","post_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST);