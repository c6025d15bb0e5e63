CREATE TYPE "public"."collab_decision" AS ENUM('APPROVED', 'CHANGES_REQUESTED');--> statement-breakpoint
CREATE TYPE "public"."collab_member_kind" AS ENUM('OWNER', 'PARTICIPANT', 'FACULTY');--> statement-breakpoint
CREATE TYPE "public"."collab_status" AS ENUM('DRAFT', 'IN_PROGRESS', 'SUBMITTED', 'CHANGES_REQUESTED', 'APPROVED', 'PUBLISHED', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."collab_visibility" AS ENUM('GLOBAL', 'INSTITUTE');--> statement-breakpoint
CREATE TABLE "collab_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collab_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"decision" "collab_decision" NOT NULL,
	"score" integer,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_members" (
	"collab_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "collab_member_kind" NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_members_collab_id_user_id_pk" PRIMARY KEY("collab_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "collab_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"institute_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary_html" text NOT NULL,
	"summary_text" text NOT NULL,
	"goals" text,
	"category" text NOT NULL,
	"category_slug" text NOT NULL,
	"topic" text,
	"status" "collab_status" DEFAULT 'DRAFT' NOT NULL,
	"visibility" "collab_visibility",
	"starts_on" date,
	"due_on" date,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "collab_id" uuid;--> statement-breakpoint
ALTER TABLE "collab_evaluations" ADD CONSTRAINT "collab_evaluations_collab_id_collab_projects_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collab_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_evaluations" ADD CONSTRAINT "collab_evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_members" ADD CONSTRAINT "collab_members_collab_id_collab_projects_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collab_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_members" ADD CONSTRAINT "collab_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_projects" ADD CONSTRAINT "collab_projects_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_projects" ADD CONSTRAINT "collab_projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_evaluations_collab_idx" ON "collab_evaluations" USING btree ("collab_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collab_members_user_idx" ON "collab_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collab_projects_slug_key" ON "collab_projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "collab_projects_institute_idx" ON "collab_projects" USING btree ("institute_id","status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collab_projects_published_idx" ON "collab_projects" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "collab_projects"."status" = 'PUBLISHED';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_collab_id_collab_projects_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collab_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_comments_author_idx" ON "post_comments" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_collab_idx" ON "posts" USING btree ("collab_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."collab_id" is not null and "posts"."removed_at" is null;