CREATE TYPE "public"."assembly_audio_status" AS ENUM('PENDING', 'READY', 'FAILED', 'UNAVAILABLE');--> statement-breakpoint
CREATE TYPE "public"."assembly_thought_source" AS ENUM('BUILT_IN', 'OWN');--> statement-breakpoint
CREATE TABLE "assembly_bulletins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"day" date NOT NULL,
	"assembly_at" timestamp with time zone NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"headlines" jsonb NOT NULL,
	"announcements" jsonb NOT NULL,
	"thought_text" text,
	"thought_author" text,
	"birthday_user_ids" jsonb NOT NULL,
	"toppers" jsonb NOT NULL,
	"correction_note" text,
	"edited_by" uuid,
	"audio_status" "assembly_audio_status" DEFAULT 'PENDING' NOT NULL,
	"audio_revision" integer,
	"audio_key" text,
	"audio_duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assembly_settings" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"school_days" integer[] NOT NULL,
	"assembly_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"headline_count" integer NOT NULL,
	"class_group_categories" jsonb NOT NULL,
	"thought_source" "assembly_thought_source" NOT NULL,
	"own_thoughts" jsonb NOT NULL,
	"announcements" jsonb NOT NULL,
	"holidays" jsonb NOT NULL,
	"birthdays_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "birthday_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"day" date NOT NULL,
	"message" text,
	"sticker" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birthday_wishes_has_content" CHECK ("birthday_wishes"."message" is not null or "birthday_wishes"."sticker" is not null)
);
--> statement-breakpoint
CREATE TABLE "staff_birthday_sharing" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assembly_bulletins" ADD CONSTRAINT "assembly_bulletins_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_bulletins" ADD CONSTRAINT "assembly_bulletins_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_settings" ADD CONSTRAINT "assembly_settings_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_settings" ADD CONSTRAINT "assembly_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_wishes" ADD CONSTRAINT "birthday_wishes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_wishes" ADD CONSTRAINT "birthday_wishes_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_wishes" ADD CONSTRAINT "birthday_wishes_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_birthday_sharing" ADD CONSTRAINT "staff_birthday_sharing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assembly_bulletins_institute_day_key" ON "assembly_bulletins" USING btree ("institute_id","day");--> statement-breakpoint
CREATE INDEX "assembly_bulletins_audio_idx" ON "assembly_bulletins" USING btree ("assembly_at") WHERE "assembly_bulletins"."audio_revision" is distinct from "assembly_bulletins"."revision";--> statement-breakpoint
CREATE UNIQUE INDEX "birthday_wishes_once_key" ON "birthday_wishes" USING btree ("recipient_id","sender_id","day");--> statement-breakpoint
CREATE INDEX "birthday_wishes_recipient_idx" ON "birthday_wishes" USING btree ("recipient_id","day");