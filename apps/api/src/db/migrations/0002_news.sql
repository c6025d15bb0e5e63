CREATE TYPE "public"."abuse_type" AS ENUM('FAKE', 'INAPPROPRIATE', 'OTHERS');--> statement-breakpoint
CREATE TYPE "public"."article_report_status" AS ENUM('OPEN', 'DISMISSED', 'UPHELD');--> statement-breakpoint
CREATE TYPE "public"."article_status" AS ENUM('PUBLISHED', 'REMOVED');--> statement-breakpoint
CREATE TYPE "public"."audio_status" AS ENUM('PENDING', 'READY', 'FAILED', 'UNAVAILABLE');--> statement-breakpoint
CREATE TYPE "public"."topic_category" AS ENUM('ENVIRONMENT', 'SPORTS', 'SOCIAL_CONCERNS', 'BUSINESS', 'TRAVEL', 'ENTERTAINMENT', 'POLITICS', 'EDUCATION_AND_RESEARCH', 'TECHNOLOGY_AND_INNOVATION', 'CULTURAL_DIVERSITY', 'HEALTH');--> statement-breakpoint
CREATE TYPE "public"."view_type" AS ENUM('VIEW', 'IMPRESSION');--> statement-breakpoint
CREATE TABLE "article_bookmarks" (
	"user_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_bookmarks_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "article_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"institute_id" uuid,
	"abuse_type" "abuse_type" NOT NULL,
	"reason" text NOT NULL,
	"status" "article_report_status" DEFAULT 'OPEN' NOT NULL,
	"action_taken_by" uuid,
	"action_taken_by_user_name" text,
	"action_taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_trending" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"score" real NOT NULL,
	"recent_views" integer NOT NULL,
	"recent_saves" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid,
	"view_type" "view_type" DEFAULT 'VIEW' NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"publisher_id" uuid NOT NULL,
	"feed_id" uuid,
	"guid" text NOT NULL,
	"canonical_url" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"author" text,
	"category" "topic_category" NOT NULL,
	"image_key" text,
	"image_small_key" text,
	"image_width" integer,
	"image_height" integer,
	"image_alt" text,
	"word_count" integer NOT NULL,
	"reading_minutes" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "article_status" DEFAULT 'PUBLISHED' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"audio_status" "audio_status" DEFAULT 'PENDING' NOT NULL,
	"audio_key" text,
	"audio_duration_seconds" real,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(content_text, '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institute_hidden_articles" (
	"institute_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institute_hidden_articles_institute_id_article_id_pk" PRIMARY KEY("institute_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "news_bulletins" (
	"key" text PRIMARY KEY NOT NULL,
	"status" "audio_status" DEFAULT 'PENDING' NOT NULL,
	"text" text NOT NULL,
	"article_ids" uuid[] NOT NULL,
	"audio_key" text,
	"audio_duration_seconds" real,
	"generated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"categories" "topic_category"[] DEFAULT '{}' NOT NULL,
	"publisher_ids" uuid[] DEFAULT '{}' NOT NULL,
	"personalise" boolean DEFAULT true NOT NULL,
	"latest_filter" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publisher_id" uuid NOT NULL,
	"url" text NOT NULL,
	"category" "topic_category",
	"enabled" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"site_url" text,
	"default_category" "topic_category" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reports" ADD CONSTRAINT "article_reports_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reports" ADD CONSTRAINT "article_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reports" ADD CONSTRAINT "article_reports_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reports" ADD CONSTRAINT "article_reports_action_taken_by_users_id_fk" FOREIGN KEY ("action_taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_trending" ADD CONSTRAINT "article_trending_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_feed_id_publisher_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."publisher_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_hidden_articles" ADD CONSTRAINT "institute_hidden_articles_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_hidden_articles" ADD CONSTRAINT "institute_hidden_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_preferences" ADD CONSTRAINT "news_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_feeds" ADD CONSTRAINT "publisher_feeds_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_bookmarks_user_idx" ON "article_bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_bookmarks_recent_idx" ON "article_bookmarks" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "article_reports_user_article_key" ON "article_reports" USING btree ("user_id","article_id");--> statement-breakpoint
CREATE INDEX "article_reports_institute_idx" ON "article_reports" USING btree ("institute_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_trending_score_idx" ON "article_trending" USING btree ("score" DESC NULLS LAST,"article_id");--> statement-breakpoint
CREATE INDEX "article_views_user_idx" ON "article_views" USING btree ("user_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_views_recent_idx" ON "article_views" USING btree ("viewed_at","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_publisher_guid_key" ON "articles" USING btree ("publisher_id","guid");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_canonical_url_key" ON "articles" USING btree ("canonical_url") WHERE "articles"."canonical_url" is not null;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_publisher_published_idx" ON "articles" USING btree ("publisher_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_audio_pending_idx" ON "articles" USING btree ("ingested_at") WHERE "articles"."audio_status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_feeds_url_key" ON "publisher_feeds" USING btree ("url");--> statement-breakpoint
CREATE INDEX "publisher_feeds_due_idx" ON "publisher_feeds" USING btree ("next_fetch_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publishers_slug_key" ON "publishers" USING btree ("slug");