CREATE TYPE "public"."join_link_role" AS ENUM('CANDIDATE', 'FACULTY');--> statement-breakpoint
CREATE TYPE "public"."join_request_status" AS ENUM('PENDING', 'APPROVED', 'DECLINED');--> statement-breakpoint
CREATE TABLE "join_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"role" "join_link_role" NOT NULL,
	"student_class" "student_class",
	"section" "section_type",
	"needs_approval" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"date_of_birth" date,
	"parent_name" text,
	"parent_email" text,
	"password_hash" text,
	"status" "join_request_status" DEFAULT 'PENDING' NOT NULL,
	"user_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "join_links" ADD CONSTRAINT "join_links_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_links" ADD CONSTRAINT "join_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_link_id_join_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."join_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "join_links_slug_key" ON "join_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "join_links_institute_idx" ON "join_links" USING btree ("institute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_one_pending_key" ON "join_requests" USING btree ("institute_id","email") WHERE "join_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "join_requests_institute_idx" ON "join_requests" USING btree ("institute_id","status","created_at");