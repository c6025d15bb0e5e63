CREATE TYPE "public"."magazine_issue_status" AS ENUM('DRAFT', 'PUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."magazine_piece_kind" AS ENUM('ARTICLE', 'POEM', 'ARTWORK', 'PHOTO_STORY');--> statement-breakpoint
CREATE TYPE "public"."magazine_piece_language" AS ENUM('EN', 'HI');--> statement-breakpoint
CREATE TYPE "public"."magazine_piece_status" AS ENUM('DRAFT', 'WITH_MENTOR', 'CHANGES_REQUESTED', 'WITH_COMMITTEE', 'APPROVED', 'DECLINED', 'PUBLISHED');--> statement-breakpoint
CREATE TABLE "magazine_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"piece_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_configs" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sections" text[] NOT NULL,
	"frequency" "schedule_frequency" DEFAULT 'MONTHLY' NOT NULL,
	"editor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"status" "magazine_issue_status" DEFAULT 'DRAFT' NOT NULL,
	"cover_picture_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"piece_id" uuid,
	"issue_id" uuid,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_pieces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" "magazine_piece_kind" NOT NULL,
	"language" "magazine_piece_language" DEFAULT 'EN' NOT NULL,
	"section" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" "magazine_piece_status" DEFAULT 'DRAFT' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"issue_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"post_id" uuid,
	"decline_reason" text,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"piece_id" uuid NOT NULL,
	"editor_id" uuid,
	"editor_name" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_comments" ADD CONSTRAINT "magazine_comments_piece_id_magazine_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."magazine_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_comments" ADD CONSTRAINT "magazine_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_configs" ADD CONSTRAINT "magazine_configs_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD CONSTRAINT "magazine_issues_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_pictures" ADD CONSTRAINT "magazine_pictures_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_pictures" ADD CONSTRAINT "magazine_pictures_piece_id_magazine_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."magazine_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_pictures" ADD CONSTRAINT "magazine_pictures_issue_id_magazine_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."magazine_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_pictures" ADD CONSTRAINT "magazine_pictures_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_pieces" ADD CONSTRAINT "magazine_pieces_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_pieces" ADD CONSTRAINT "magazine_pieces_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_pieces" ADD CONSTRAINT "magazine_pieces_issue_id_magazine_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."magazine_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_pieces" ADD CONSTRAINT "magazine_pieces_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_revisions" ADD CONSTRAINT "magazine_revisions_piece_id_magazine_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."magazine_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_revisions" ADD CONSTRAINT "magazine_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "magazine_comments_piece_idx" ON "magazine_comments" USING btree ("piece_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_issues_number_key" ON "magazine_issues" USING btree ("institute_id","number");--> statement-breakpoint
CREATE INDEX "magazine_issues_published_idx" ON "magazine_issues" USING btree ("institute_id","status","published_at");--> statement-breakpoint
CREATE INDEX "magazine_pictures_piece_idx" ON "magazine_pictures" USING btree ("piece_id","position");--> statement-breakpoint
CREATE INDEX "magazine_pieces_author_idx" ON "magazine_pieces" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "magazine_pieces_status_idx" ON "magazine_pieces" USING btree ("institute_id","status");--> statement-breakpoint
CREATE INDEX "magazine_pieces_issue_idx" ON "magazine_pieces" USING btree ("issue_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_pieces_post_key" ON "magazine_pieces" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "magazine_revisions_piece_idx" ON "magazine_revisions" USING btree ("piece_id","created_at");