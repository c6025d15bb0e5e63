ALTER TABLE "account_deletions" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erasure_records" DROP COLUMN "lease_until";