CREATE SEQUENCE "public"."cancellation_protocol_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "subscription_cancellations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"ends_on" date NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "subscription_cancellations_protocol_unique" UNIQUE("protocol")
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"charge_id" uuid NOT NULL,
	"affiliate_id" text NOT NULL,
	"kind" text NOT NULL,
	"base_cents" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"month" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"charge_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"pix_key" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"protocol" text,
	"requested_at" timestamp with time zone NOT NULL,
	"provider_asked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	CONSTRAINT "refunds_charge_id_unique" UNIQUE("charge_id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD COLUMN "commission_rate_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancels_on" date;--> statement-breakpoint
ALTER TABLE "subscription_cancellations" ADD CONSTRAINT "subscription_cancellations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_completed_by_accounts_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_cancellations_account_idx" ON "subscription_cancellations" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_charge_kind_idx" ON "commissions" USING btree ("charge_id","kind");--> statement-breakpoint
CREATE INDEX "commissions_month_idx" ON "commissions" USING btree ("month");--> statement-breakpoint
CREATE INDEX "refunds_status_seq_idx" ON "refunds" USING btree ("status","seq");