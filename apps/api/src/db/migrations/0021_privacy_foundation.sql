CREATE TYPE "public"."account_deletion_scope" AS ENUM('ACCOUNT', 'TENANT');--> statement-breakpoint
CREATE TYPE "public"."account_deletion_state" AS ENUM('SCHEDULED', 'CANCELLED', 'ERASING', 'ERASED');--> statement-breakpoint
CREATE TYPE "public"."consent_grantor" AS ENUM('PARENT', 'SCHOOL', 'SELF');--> statement-breakpoint
CREATE TYPE "public"."consent_purpose" AS ENUM('ACCOUNT', 'COMMUNITY', 'PUBLIC_PHOTOS', 'FACE_CHECKS', 'AUDIO', 'PERSONALISED_FEEDS', 'MARKETING_EMAILS');--> statement-breakpoint
CREATE TYPE "public"."deletion_reason" AS ENUM('NO_LONGER_NEEDED', 'NOT_SATISFIED', 'PRIVACY_CONCERNS', 'SWITCHING_PLATFORM', 'OTHER');--> statement-breakpoint
ALTER TYPE "public"."user_status" ADD VALUE 'ERASED';--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" "account_deletion_scope" DEFAULT 'ACCOUNT' NOT NULL,
	"requested_by" uuid,
	"reason" "deletion_reason" NOT NULL,
	"reason_text" text,
	"state" "account_deletion_state" DEFAULT 'SCHEDULED' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"erasure_started_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consent_decisions" (
	"user_id" uuid NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"granted" boolean NOT NULL,
	"grantor" "consent_grantor" NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_decisions_user_id_purpose_pk" PRIMARY KEY("user_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "consent_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"granted" boolean NOT NULL,
	"grantor" "consent_grantor" NOT NULL,
	"recorded_by" uuid,
	"source" text NOT NULL,
	"policy_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_decisions" ADD CONSTRAINT "consent_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_ledger" ADD CONSTRAINT "consent_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_ledger" ADD CONSTRAINT "consent_ledger_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_live_key" ON "account_deletions" USING btree ("user_id") WHERE "account_deletions"."state" in ('SCHEDULED', 'ERASING');--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("state","scheduled_for");--> statement-breakpoint
CREATE INDEX "consent_ledger_user_idx" ON "consent_ledger" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
-- The parent consents recorded before the ledger: a parent's GRANTED covers every purpose but face checks and
-- marketing (face checks only with their separate yes); a DECLINED withdraws them.
INSERT INTO "consent_ledger" ("user_id", "purpose", "granted", "grantor", "source", "policy_version", "created_at")
SELECT pc."student_id", p."purpose"::"consent_purpose",
  CASE WHEN p."purpose" = 'FACE_CHECKS' THEN pc."status" = 'GRANTED' AND pc."face_checks_allowed" ELSE pc."status" = 'GRANTED' END,
  'PARENT', 'before-ledger', 'before-ledger', coalesce(pc."decided_at", pc."created_at")
FROM "parent_consents" pc
CROSS JOIN (VALUES ('ACCOUNT'), ('COMMUNITY'), ('PUBLIC_PHOTOS'), ('FACE_CHECKS'), ('AUDIO'), ('PERSONALISED_FEEDS')) AS p("purpose")
WHERE pc."status" IN ('GRANTED', 'DECLINED');--> statement-breakpoint
INSERT INTO "consent_decisions" ("user_id", "purpose", "granted", "grantor", "decided_at")
SELECT "user_id", "purpose", "granted", "grantor", "created_at" FROM "consent_ledger" WHERE "source" = 'before-ledger'
ON CONFLICT DO NOTHING;
