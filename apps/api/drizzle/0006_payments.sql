CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"paid_until" date,
	"cause" text NOT NULL,
	"charge_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"charge_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_account_id" uuid,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"items" jsonb NOT NULL,
	"plan_id" text NOT NULL,
	"add_ons" text[] DEFAULT '{}'::text[] NOT NULL,
	"affiliate_id" text,
	"status" text DEFAULT 'pendente' NOT NULL,
	"txid" text NOT NULL,
	"copia_e_cola" text,
	"invoice_url" text,
	"provider_payment_id" text,
	"provider_installment_id" text,
	"payer_cpf" text NOT NULL,
	"renews_paid_until" date,
	"idempotency_key" text,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_by" uuid,
	CONSTRAINT "charges_txid_unique" UNIQUE("txid")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"provider_payment_id" text,
	"charge_id" uuid,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "status" SET DEFAULT 'aguardando-pagamento';--> statement-breakpoint
-- Prices in centavos of BRL for the rows seeded before this release (docs/product.md, 'Payments').
ALTER TABLE "addons" ADD COLUMN "year_price_cents" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "addons" SET "year_price_cents" = CASE "sku" WHEN 'GA-ADDON-DENTAL' THEN 5988 WHEN 'GA-ADDON-VISION' THEN 3588 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "addons" ALTER COLUMN "year_price_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "pix_price_cents" integer NOT NULL DEFAULT 12990;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "installment_count" integer NOT NULL DEFAULT 12;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "installment_cents" integer NOT NULL DEFAULT 1090;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "pix_price_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "installment_count" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "installment_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_until" date;--> statement-breakpoint
-- Nobody paid for the subscriptions made before payments existed: they wait for a first payment.
INSERT INTO "subscription_events" ("account_id", "from_status", "to_status", "cause", "at")
  SELECT "account_id", "status", 'aguardando-pagamento', 'migracao', now() FROM "subscriptions" WHERE "status" = 'ativa';--> statement-breakpoint
UPDATE "subscriptions" SET "status" = 'aguardando-pagamento' WHERE "status" = 'ativa';--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_events" ADD CONSTRAINT "charge_events_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_events" ADD CONSTRAINT "charge_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_account_idx" ON "subscription_events" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "charge_events_charge_idx" ON "charge_events" USING btree ("charge_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_idempotency_idx" ON "charges" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_renewal_idx" ON "charges" USING btree ("account_id","renews_paid_until");--> statement-breakpoint
CREATE INDEX "charges_account_seq_idx" ON "charges" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "charges_status_seq_idx" ON "charges" USING btree ("status","seq");--> statement-breakpoint
CREATE INDEX "charges_provider_payment_idx" ON "charges" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_seq_idx" ON "charges" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_event_idx" ON "provider_events" USING btree ("provider","event_id");
