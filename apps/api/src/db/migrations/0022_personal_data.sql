CREATE TYPE "public"."data_export_state" AS ENUM('PREPARING', 'READY', 'EXPIRED', 'FAILED');--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_by" uuid,
	"deliver_to" text NOT NULL,
	"state" "data_export_state" DEFAULT 'PREPARING' NOT NULL,
	"storage_key" text,
	"bytes" integer,
	"token_hash" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erasure_records" (
	"deletion_id" uuid PRIMARY KEY NOT NULL,
	"scope" "account_deletion_scope" NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files_removed" integer DEFAULT 0 NOT NULL,
	"accounts_erased" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_records" ADD CONSTRAINT "erasure_records_deletion_id_account_deletions_id_fk" FOREIGN KEY ("deletion_id") REFERENCES "public"."account_deletions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_preparing_key" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."state" = 'PREPARING';--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_key" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "data_exports_state_idx" ON "data_exports" USING btree ("state","requested_at");