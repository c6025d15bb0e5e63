CREATE TABLE "document_sequences" (
	"series" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "document_sequences_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_sequences_positive" CHECK ("document_sequences"."last_value" > 0)
);
