CREATE TYPE "public"."profile_entry_kind" AS ENUM('EXPERIENCE', 'EDUCATION', 'CERTIFICATION', 'ACHIEVEMENT');--> statement-breakpoint
CREATE TABLE "profile_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "profile_entry_kind" NOT NULL,
	"title" text NOT NULL,
	"organisation" text,
	"start_date" date,
	"end_date" date,
	"description" text,
	"link" text,
	"file_key" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"headline" text,
	"about" text,
	"location" text,
	"picture_key" text,
	"background_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_endorsements" (
	"skill_id" uuid NOT NULL,
	"endorser_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_endorsements_skill_id_endorser_id_pk" PRIMARY KEY("skill_id","endorser_id")
);
--> statement-breakpoint
ALTER TABLE "profile_entries" ADD CONSTRAINT "profile_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_skills" ADD CONSTRAINT "profile_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_skill_id_profile_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."profile_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_endorser_id_users_id_fk" FOREIGN KEY ("endorser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_entries_user_idx" ON "profile_entries" USING btree ("user_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_skills_user_name_key" ON "profile_skills" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "skill_endorsements_endorser_idx" ON "skill_endorsements" USING btree ("endorser_id");