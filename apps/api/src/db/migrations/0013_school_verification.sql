CREATE TYPE "public"."school_verification_state" AS ENUM('NONE', 'PENDING', 'VERIFIED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."verification_evidence" AS ENUM('UDISE', 'AFFILIATION');--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "verification_status" "school_verification_state" DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "udise_code" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "affiliation_number" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "verification_request_note" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "verification_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "platform_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "platform_verified_by" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "verified_with" "verification_evidence";--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "verification_note" text;--> statement-breakpoint
CREATE INDEX "institutes_verification_pending_idx" ON "institutes" USING btree ("verification_requested_at") WHERE "institutes"."verification_status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "institutes" ADD CONSTRAINT "institutes_platform_verified_complete" CHECK ("institutes"."verification_status" <> 'VERIFIED' or ("institutes"."platform_verified_at" is not null and "institutes"."platform_verified_by" is not null and "institutes"."verified_with" is not null));--> statement-breakpoint
ALTER TABLE "institutes" ADD CONSTRAINT "institutes_udise_code_format" CHECK ("institutes"."udise_code" is null or "institutes"."udise_code" ~ '^[0-9]{11}$');