CREATE TYPE "public"."adoption_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'ENDED');--> statement-breakpoint
CREATE TYPE "public"."difficulty" AS ENUM('EASY', 'MEDIUM', 'HARD');--> statement-breakpoint
CREATE TYPE "public"."question_status" AS ENUM('PENDING_REVIEW', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."quiz_generation_status" AS ENUM('PENDING', 'RUNNING', 'READY', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."quiz_kind" AS ENUM('DAILY', 'FACULTY');--> statement-breakpoint
CREATE TYPE "public"."quiz_session_status" AS ENUM('IN_PROGRESS', 'SUBMITTED', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "bank_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid,
	"author_id" uuid,
	"stem" text NOT NULL,
	"options" text[] NOT NULL,
	"answer_index" integer NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"board" "board" NOT NULL,
	"student_class" "student_class" NOT NULL,
	"subject_id" uuid,
	"subject_name" text NOT NULL,
	"chapter_id" uuid,
	"chapter_title" text,
	"topic" text,
	"status" "question_status" DEFAULT 'PENDING_REVIEW' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"suggestion_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_questions_answer_in_options" CHECK ("bank_questions"."answer_index" >= 0 and "bank_questions"."answer_index" < cardinality("bank_questions"."options"))
);
--> statement-breakpoint
CREATE TABLE "mcq_attempts" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"selected_index" integer NOT NULL,
	"correct" boolean NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcq_attempts_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_bank_adoptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_institute_id" uuid NOT NULL,
	"owner_institute_id" uuid NOT NULL,
	"status" "adoption_status" DEFAULT 'PENDING' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_paper_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"question_ids" uuid[] NOT NULL,
	"include_answer_key" boolean NOT NULL,
	"paper_key" text NOT NULL,
	"answer_key_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"session_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"selected_index" integer,
	"correct" boolean,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_answers_session_id_question_id_pk" PRIMARY KEY("session_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_daily_scores" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"institute_id" uuid,
	"student_class" "student_class",
	"section" "section_type",
	"quizzes_played" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"attempted" integer DEFAULT 0 NOT NULL,
	"right_answers" integer DEFAULT 0 NOT NULL,
	"wrong_answers" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"time_taken_seconds" integer DEFAULT 0 NOT NULL,
	"last_submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_daily_scores_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "quiz_generation_runs" (
	"quiz_date" date PRIMARY KEY NOT NULL,
	"status" "quiz_generation_status" DEFAULT 'PENDING' NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"stem" text NOT NULL,
	"options" text[] NOT NULL,
	"answer_index" integer NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"category" "topic_category",
	"kind" text NOT NULL,
	"source_article_id" uuid,
	"bank_question_id" uuid
);
--> statement-breakpoint
CREATE TABLE "quiz_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"institute_id" uuid,
	"student_class" "student_class",
	"section" "section_type",
	"score_day" date NOT NULL,
	"question_ids" uuid[] NOT NULL,
	"status" "quiz_session_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submission_key" text,
	"score" integer,
	"total_attempted" integer,
	"total_right" integer,
	"total_wrong" integer,
	"skipped" integer,
	"time_taken_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "quiz_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"categories" "topic_category"[] DEFAULT '{}' NOT NULL,
	"audio_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"custom_url" text NOT NULL,
	"kind" "quiz_kind" NOT NULL,
	"title" text NOT NULL,
	"quiz_date" date NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"institute_id" uuid,
	"author_id" uuid,
	"student_class" "student_class",
	"time_limit_seconds" integer NOT NULL,
	"session_question_count" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD CONSTRAINT "mcq_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD CONSTRAINT "mcq_attempts_question_id_bank_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bank_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_adoptions" ADD CONSTRAINT "question_bank_adoptions_requester_institute_id_institutes_id_fk" FOREIGN KEY ("requester_institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_adoptions" ADD CONSTRAINT "question_bank_adoptions_owner_institute_id_institutes_id_fk" FOREIGN KEY ("owner_institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_adoptions" ADD CONSTRAINT "question_bank_adoptions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_adoptions" ADD CONSTRAINT "question_bank_adoptions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_paper_downloads" ADD CONSTRAINT "question_paper_downloads_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_paper_downloads" ADD CONSTRAINT "question_paper_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_session_id_quiz_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_daily_scores" ADD CONSTRAINT "quiz_daily_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_daily_scores" ADD CONSTRAINT "quiz_daily_scores_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_source_article_id_articles_id_fk" FOREIGN KEY ("source_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_bank_question_id_bank_questions_id_fk" FOREIGN KEY ("bank_question_id") REFERENCES "public"."bank_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_settings" ADD CONSTRAINT "quiz_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_questions_pool_idx" ON "bank_questions" USING btree ("institute_id","status","student_class","subject_name");--> statement-breakpoint
CREATE INDEX "bank_questions_author_idx" ON "bank_questions" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_questions_suggestion_key" ON "bank_questions" USING btree ("institute_id","suggestion_id") WHERE "bank_questions"."suggestion_id" is not null;--> statement-breakpoint
CREATE INDEX "mcq_attempts_user_recent_idx" ON "mcq_attempts" USING btree ("user_id","answered_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "question_bank_adoptions_open_key" ON "question_bank_adoptions" USING btree ("requester_institute_id","owner_institute_id") WHERE "question_bank_adoptions"."status" in ('PENDING', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "question_bank_adoptions_owner_idx" ON "question_bank_adoptions" USING btree ("owner_institute_id","status");--> statement-breakpoint
CREATE INDEX "question_paper_downloads_recent_idx" ON "question_paper_downloads" USING btree ("institute_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quiz_daily_scores_day_idx" ON "quiz_daily_scores" USING btree ("day");--> statement-breakpoint
CREATE INDEX "quiz_daily_scores_institute_day_idx" ON "quiz_daily_scores" USING btree ("institute_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_position_key" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_questions_article_idx" ON "quiz_questions" USING btree ("source_article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_player_key" ON "quiz_sessions" USING btree ("quiz_id","user_id");--> statement-breakpoint
CREATE INDEX "quiz_sessions_user_idx" ON "quiz_sessions" USING btree ("user_id","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quiz_sessions_open_idx" ON "quiz_sessions" USING btree ("deadline_at") WHERE "quiz_sessions"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_custom_url_key" ON "quizzes" USING btree ("custom_url");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_daily_key" ON "quizzes" USING btree ("quiz_date") WHERE "quizzes"."kind" = 'DAILY';--> statement-breakpoint
CREATE INDEX "quizzes_institute_idx" ON "quizzes" USING btree ("institute_id","opens_on");