ALTER TABLE "articles" ADD COLUMN "audio_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "audio_lease_until" timestamp with time zone;--> statement-breakpoint
-- Attempts and claim/retry time used to travel in audio_key as the marker `work:<attempts>:<epoch ms>`.
UPDATE "articles" SET
  "audio_attempts" = split_part("audio_key", ':', 2)::integer,
  "audio_lease_until" = to_timestamp(split_part("audio_key", ':', 3)::bigint / 1000.0)
WHERE "audio_key" ~ '^work:[0-9]+:[0-9]+$';--> statement-breakpoint
UPDATE "articles" SET "audio_key" = NULL WHERE "audio_key" LIKE 'work:%';
