CREATE TABLE "analytics_daily" (
	"institute_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"student_class" text DEFAULT '' NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_institute_id_day_metric_student_class_dimension_pk" PRIMARY KEY("institute_id","day","metric","student_class","dimension")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"backfilled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_rollup_state" ADD CONSTRAINT "analytics_rollup_state_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;