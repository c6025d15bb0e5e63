CREATE TABLE "newsletter_brands" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"color" text,
	"logo_id" uuid,
	"logo_key" text,
	"logo_width" integer,
	"logo_height" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "birthday_wishes" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_brands" ADD CONSTRAINT "newsletter_brands_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;