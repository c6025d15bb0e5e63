CREATE TYPE "public"."billing_document_kind" AS ENUM('INVOICE', 'CREDIT_NOTE');--> statement-breakpoint
CREATE TYPE "public"."billing_period" AS ENUM('MONTH', 'YEAR');--> statement-breakpoint
CREATE TYPE "public"."discount_kind" AS ENUM('PERCENT', 'AMOUNT');--> statement-breakpoint
CREATE TYPE "public"."order_purpose" AS ENUM('PLAN', 'SEATS', 'WALLET_TOP_UP', 'CONSENT_FEE');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('CREATED', 'PAID', 'FAILED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."plan_pricing" AS ENUM('FLAT', 'PER_SEAT');--> statement-breakpoint
CREATE TYPE "public"."product_audience" AS ENUM('INSTITUTE', 'INDIVIDUAL');--> statement-breakpoint
CREATE TYPE "public"."promotion_reaction" AS ENUM('DISMISSED', 'ACCEPTED');--> statement-breakpoint
CREATE TYPE "public"."wallet_entry_kind" AS ENUM('TOP_UP', 'SPEND', 'REFUND', 'SPEND_REVERSAL');--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "billing_document_kind" NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"institute_id" uuid,
	"user_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "billing_documents_one_owner" CHECK (("billing_documents"."institute_id" is null) <> ("billing_documents"."user_id" is null)),
	CONSTRAINT "billing_documents_number_length" CHECK (char_length("billing_documents"."number") <= 16)
);
--> statement-breakpoint
CREATE TABLE "consent_fee_settings" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"fee_paise" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_fee_positive" CHECK ("consent_fee_settings"."fee_paise" is null or "consent_fee_settings"."fee_paise" >= 100)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid,
	"user_id" uuid,
	"placed_by" uuid,
	"purpose" "order_purpose" NOT NULL,
	"plan_code" text,
	"seats" integer,
	"consent_id" uuid,
	"promotion_id" uuid,
	"pricing" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	"wallet_paise" integer DEFAULT 0 NOT NULL,
	"gateway_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"gateway" text,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"status" "order_status" DEFAULT 'CREATED' NOT NULL,
	"failure_reason" text,
	"period_starts_at" timestamp with time zone,
	"period_ends_at" timestamp with time zone,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_one_owner" CHECK (("orders"."institute_id" is null) <> ("orders"."user_id" is null)),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_paise" >= 0 and "orders"."wallet_paise" >= 0 and "orders"."gateway_paise" >= 0),
	CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."wallet_paise" + "orders"."gateway_paise" = "orders"."total_paise"),
	CONSTRAINT "orders_paid_has_time" CHECK ("orders"."status" <> 'PAID' or "orders"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"body_digest" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"name" text NOT NULL,
	"period" "billing_period" NOT NULL,
	"pricing" "plan_pricing" NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"tax_included" boolean NOT NULL,
	"min_seats" integer,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_positive" CHECK ("plans"."unit_price_paise" > 0),
	CONSTRAINT "plans_seats_rule" CHECK (("plans"."pricing" = 'PER_SEAT' and "plans"."min_seats" >= 1) or ("plans"."pricing" = 'FLAT' and "plans"."min_seats" is null))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_type" text PRIMARY KEY NOT NULL,
	"audience" "product_audience" NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_reactions" (
	"promotion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction" "promotion_reaction" NOT NULL,
	"reacted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_reactions_promotion_id_user_id_pk" PRIMARY KEY("promotion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" uuid NOT NULL,
	"institute_id" uuid,
	"user_id" uuid,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_one_owner" CHECK (("promotion_redemptions"."institute_id" is null) <> ("promotion_redemptions"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_kind" "discount_kind" NOT NULL,
	"discount_value" integer NOT NULL,
	"product_type" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"max_uses_per_owner" integer DEFAULT 1 NOT NULL,
	"banner_title" text,
	"banner_text" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_upper" CHECK ("promotions"."code" = upper("promotions"."code")),
	CONSTRAINT "promotions_window" CHECK ("promotions"."valid_until" > "promotions"."valid_from"),
	CONSTRAINT "promotions_discount_range" CHECK ("promotions"."discount_value" > 0 and ("promotions"."discount_kind" = 'AMOUNT' or "promotions"."discount_value" <= 100)),
	CONSTRAINT "promotions_limits_positive" CHECK (("promotions"."max_uses" is null or "promotions"."max_uses" > 0) and "promotions"."max_uses_per_owner" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_reminders" (
	"subscription_id" uuid NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_subscription_id_days_before_pk" PRIMARY KEY("subscription_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"kind" "wallet_entry_kind" NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_id" uuid,
	"idempotency_key" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_nonzero" CHECK ("wallet_entries"."amount_paise" <> 0),
	CONSTRAINT "wallet_entries_sign" CHECK (("wallet_entries"."kind" in ('TOP_UP', 'REFUND', 'SPEND_REVERSAL')) = ("wallet_entries"."amount_paise" > 0))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_one_owner" CHECK (("wallets"."institute_id" is null) <> ("wallets"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_fee_settings" ADD CONSTRAINT "consent_fee_settings_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consent_id_parent_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."parent_consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_product_type_products_product_type_fk" FOREIGN KEY ("product_type") REFERENCES "public"."products"("product_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_reactions" ADD CONSTRAINT "promotion_reactions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_reactions" ADD CONSTRAINT "promotion_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_product_type_products_product_type_fk" FOREIGN KEY ("product_type") REFERENCES "public"."products"("product_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_key" ON "billing_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_order_kind_key" ON "billing_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "billing_documents_institute_idx" ON "billing_documents" USING btree ("institute_id","issued_at");--> statement-breakpoint
CREATE INDEX "billing_documents_user_idx" ON "billing_documents" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_key" ON "orders" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE INDEX "orders_institute_idx" ON "orders" USING btree ("institute_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_consent_idx" ON "orders" USING btree ("consent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_key" ON "payment_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_digest_key" ON "payment_events" USING btree ("gateway","body_digest");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "plans_product_idx" ON "plans" USING btree ("product_type","sort_order");--> statement-breakpoint
CREATE INDEX "products_audience_idx" ON "products" USING btree ("audience","sort_order");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_promotion_idx" ON "promotion_redemptions" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_idempotency_key" ON "wallet_entries" USING btree ("wallet_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_idx" ON "wallet_entries" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_institute_key" ON "wallets" USING btree ("institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_key" ON "wallets" USING btree ("user_id");