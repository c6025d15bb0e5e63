CREATE TYPE "public"."user_story_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "user_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"story" text NOT NULL,
	"picture_key" text,
	"status" "user_story_status" DEFAULT 'PENDING' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_stories_story_length" CHECK (char_length("user_stories"."story") between 50 and 2000)
);
--> statement-breakpoint
ALTER TABLE "user_stories" ADD CONSTRAINT "user_stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_stories_one_pending_key" ON "user_stories" USING btree ("user_id") WHERE "user_stories"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "user_stories_user_idx" ON "user_stories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_stories_pending_idx" ON "user_stories" USING btree ("created_at") WHERE "user_stories"."status" = 'PENDING';