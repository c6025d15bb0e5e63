CREATE TABLE "article_summaries" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"sentences" jsonb NOT NULL,
	"version" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_summary_feedback" (
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_summary_feedback_article_id_user_id_pk" PRIMARY KEY("article_id","user_id"),
	CONSTRAINT "article_summary_feedback_times" CHECK ("article_summary_feedback"."updated_at" >= "article_summary_feedback"."created_at")
);
--> statement-breakpoint
CREATE TABLE "faq_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" text NOT NULL,
	"question" text NOT NULL,
	"helpful" boolean NOT NULL,
	"audience" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_feedback_question_length" CHECK (char_length("faq_feedback"."question") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "article_summaries" ADD CONSTRAINT "article_summaries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_summary_feedback" ADD CONSTRAINT "article_summary_feedback_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_summary_feedback" ADD CONSTRAINT "article_summary_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_feedback" ADD CONSTRAINT "faq_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_summary_feedback_user_idx" ON "article_summary_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "faq_feedback_entry_idx" ON "faq_feedback" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "faq_feedback_user_idx" ON "faq_feedback" USING btree ("user_id");