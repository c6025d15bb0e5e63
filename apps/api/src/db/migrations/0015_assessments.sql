CREATE TYPE "public"."assignment_question_kind" AS ENUM('MCQ', 'WRITTEN');--> statement-breakpoint
CREATE TYPE "public"."assignment_state" AS ENUM('DRAFT', 'PUBLISHED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."assignment_type" AS ENUM('ASSESSMENT', 'QNA');--> statement-breakpoint
CREATE TYPE "public"."attempt_status" AS ENUM('IN_PROGRESS', 'SUBMITTED', 'GRADED');--> statement-breakpoint
CREATE TYPE "public"."attempt_submitter" AS ENUM('STUDENT', 'TIMER');--> statement-breakpoint
CREATE TYPE "public"."face_check_stage" AS ENUM('START', 'DURING');--> statement-breakpoint
CREATE TYPE "public"."face_outcome" AS ENUM('PASS', 'FAIL', 'NO_FACE', 'MULTIPLE_FACES');--> statement-breakpoint
CREATE TYPE "public"."face_review_state" AS ENUM('NONE', 'PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."identity_check" AS ENUM('NOT_REQUIRED', 'PENDING', 'VERIFIED', 'ATTESTED', 'FLAGGED', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."result_release" AS ENUM('IMMEDIATELY', 'AFTER_CLOSE', 'AFTER_GRADING');--> statement-breakpoint
CREATE TYPE "public"."schedule_frequency" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ASSIGNMENT_SET';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ASSIGNMENT_GRADED';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ASSIGNMENT_REJECTED';--> statement-breakpoint
CREATE TABLE "assignment_accommodations" (
	"assignment_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"extra_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_accommodations_assignment_id_candidate_id_pk" PRIMARY KEY("assignment_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"student_class" "student_class",
	"section" "section_type",
	"status" "attempt_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" "attempt_submitter",
	"submission_key" text,
	"question_order" uuid[] NOT NULL,
	"option_orders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers_version" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"max_score" integer DEFAULT 0 NOT NULL,
	"time_taken_seconds" integer,
	"identity_check" "identity_check" DEFAULT 'NOT_REQUIRED' NOT NULL,
	"identity_decided_by" uuid,
	"identity_decided_at" timestamp with time zone,
	"identity_note" text,
	"feedback" text,
	"graded_by" uuid,
	"graded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignment_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "assignment_question_kind" NOT NULL,
	"bank_question_id" uuid,
	"prompt" text NOT NULL,
	"options" text[],
	"answer_index" integer,
	"explanation" text DEFAULT '' NOT NULL,
	"marks" integer DEFAULT 1 NOT NULL,
	"allow_file" boolean DEFAULT false NOT NULL,
	"rubric" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "assignment_questions_mcq_shape" CHECK ("assignment_questions"."kind" <> 'MCQ' or ("assignment_questions"."options" is not null and "assignment_questions"."answer_index" >= 0 and "assignment_questions"."answer_index" < cardinality("assignment_questions"."options"))),
	CONSTRAINT "assignment_questions_marks_positive" CHECK ("assignment_questions"."marks" > 0)
);
--> statement-breakpoint
CREATE TABLE "assignment_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"student_class" "student_class" NOT NULL,
	"section" "section_type",
	CONSTRAINT "assignment_targets_key" UNIQUE NULLS NOT DISTINCT("assignment_id","student_class","section")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"code" text NOT NULL,
	"custom_url" text NOT NULL,
	"type" "assignment_type" NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"student_class" "student_class",
	"subject_id" uuid,
	"chapter_id" uuid,
	"state" "assignment_state" DEFAULT 'DRAFT' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"time_limit_minutes" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"result_release" "result_release" DEFAULT 'AFTER_CLOSE' NOT NULL,
	"face_check_required" boolean DEFAULT false NOT NULL,
	"face_recheck_minutes" integer,
	"schedule_frequency" "schedule_frequency",
	"schedule_every_days" integer,
	"schedule_until" timestamp with time zone,
	"series_id" uuid,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"copied_from_id" uuid,
	"newsletter_id" uuid,
	"total_marks" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"grades_released_at" timestamp with time zone,
	"email_parents" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_times_in_order" CHECK ("assignments"."opens_at" is null or "assignments"."closes_at" is null or "assignments"."opens_at" < "assignments"."closes_at"),
	CONSTRAINT "assignments_published_has_times" CHECK ("assignments"."state" <> 'PUBLISHED' or ("assignments"."opens_at" is not null and "assignments"."closes_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"selected_index" integer,
	"text_answer" text,
	"file_key" text,
	"file_name" text,
	"client_seq" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"correct" boolean,
	"marks_awarded" integer,
	"feedback" text,
	"rubric_marks" jsonb,
	"graded_by" uuid,
	"graded_at" timestamp with time zone,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "face_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"stage" "face_check_stage" NOT NULL,
	"outcome" "face_outcome" NOT NULL,
	"device_outcome" "face_outcome",
	"distance" real,
	"picture_key" text,
	"review_state" "face_review_state" DEFAULT 'NONE' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"picture_delete_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_enrolments" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"institute_id" uuid NOT NULL,
	"descriptor" real[] NOT NULL,
	"picture_key" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_consents" ADD COLUMN "face_checks_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_accommodations" ADD CONSTRAINT "assignment_accommodations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_accommodations" ADD CONSTRAINT "assignment_accommodations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempts" ADD CONSTRAINT "assignment_attempts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempts" ADD CONSTRAINT "assignment_attempts_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempts" ADD CONSTRAINT "assignment_attempts_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempts" ADD CONSTRAINT "assignment_attempts_identity_decided_by_users_id_fk" FOREIGN KEY ("identity_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempts" ADD CONSTRAINT "assignment_attempts_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_questions" ADD CONSTRAINT "assignment_questions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_questions" ADD CONSTRAINT "assignment_questions_bank_question_id_bank_questions_id_fk" FOREIGN KEY ("bank_question_id") REFERENCES "public"."bank_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_assignment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assignment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_assignment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assignment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_attempt_id_assignment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assignment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_enrolments" ADD CONSTRAINT "face_enrolments_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_enrolments" ADD CONSTRAINT "face_enrolments_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_attempts_student_key" ON "assignment_attempts" USING btree ("assignment_id","candidate_id");--> statement-breakpoint
CREATE INDEX "assignment_attempts_institute_idx" ON "assignment_attempts" USING btree ("institute_id","assignment_id","status");--> statement-breakpoint
CREATE INDEX "assignment_attempts_candidate_idx" ON "assignment_attempts" USING btree ("candidate_id","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assignment_attempts_open_idx" ON "assignment_attempts" USING btree ("deadline_at") WHERE "assignment_attempts"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "assignment_questions_order_idx" ON "assignment_questions" USING btree ("assignment_id","position");--> statement-breakpoint
CREATE INDEX "assignment_targets_class_idx" ON "assignment_targets" USING btree ("student_class","section");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_code_key" ON "assignments" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_custom_url_key" ON "assignments" USING btree ("custom_url");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_series_occurrence_key" ON "assignments" USING btree ("series_id","occurrence") WHERE "assignments"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "assignments_institute_idx" ON "assignments" USING btree ("institute_id","type","state","closes_at");--> statement-breakpoint
CREATE INDEX "assignments_schedule_idx" ON "assignments" USING btree ("closes_at") WHERE "assignments"."schedule_frequency" is not null and "assignments"."state" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "face_checks_attempt_idx" ON "face_checks" USING btree ("attempt_id","created_at");--> statement-breakpoint
CREATE INDEX "face_checks_review_idx" ON "face_checks" USING btree ("institute_id","review_state","created_at");--> statement-breakpoint
CREATE INDEX "face_checks_retention_idx" ON "face_checks" USING btree ("picture_delete_after") WHERE "face_checks"."picture_key" is not null;