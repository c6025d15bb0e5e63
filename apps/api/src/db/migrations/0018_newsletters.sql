CREATE TYPE "public"."newsletter_delivery_state" AS ENUM('PENDING', 'SENDING', 'SENT', 'FAILED', 'UNCONFIRMED');--> statement-breakpoint
CREATE TYPE "public"."newsletter_frequency" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM');--> statement-breakpoint
CREATE TYPE "public"."newsletter_state" AS ENUM('DRAFT', 'SCHEDULED', 'SENDING', 'SENT');--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"email" text NOT NULL,
	"state" "newsletter_delivery_state" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "newsletter_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribes" (
	"institute_id" uuid NOT NULL,
	"email" text NOT NULL,
	"newsletter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"accent_color" text DEFAULT '#1c7ed6' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" "newsletter_state" DEFAULT 'DRAFT' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone,
	"frequency" "newsletter_frequency",
	"every_days" integer,
	"until" timestamp with time zone,
	"series_id" uuid,
	"edition" integer DEFAULT 1 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_images" ADD CONSTRAINT "newsletter_images_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribes" ADD CONSTRAINT "newsletter_unsubscribes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribes" ADD CONSTRAINT "newsletter_unsubscribes_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_address_key" ON "newsletter_deliveries" USING btree ("newsletter_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_pending_idx" ON "newsletter_deliveries" USING btree ("newsletter_id") WHERE "newsletter_deliveries"."state" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "newsletter_images_newsletter_idx" ON "newsletter_images" USING btree ("newsletter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribes_key" ON "newsletter_unsubscribes" USING btree ("institute_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_institute_slug_key" ON "newsletters" USING btree ("institute_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_series_edition_key" ON "newsletters" USING btree ("series_id","edition") WHERE "newsletters"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "newsletters_institute_idx" ON "newsletters" USING btree ("institute_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletters_due_idx" ON "newsletters" USING btree ("scheduled_at") WHERE "newsletters"."state" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "newsletters_sending_idx" ON "newsletters" USING btree ("id") WHERE "newsletters"."state" = 'SENDING';