CREATE TABLE "auto_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"provider" text NOT NULL,
	"provider_authorization_id" text,
	"provider_customer_id" text,
	"conciliation_identifier" text,
	"first_charge_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"provider_cancel_due" boolean DEFAULT false NOT NULL,
	CONSTRAINT "auto_renewals_provider_authorization_id_unique" UNIQUE("provider_authorization_id")
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "period_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "auto_renewal_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "debit_for" date;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "debit_due_on" date;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "debit_attempt" integer;--> statement-breakpoint
ALTER TABLE "auto_renewals" ADD CONSTRAINT "auto_renewals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_renewals" ADD CONSTRAINT "auto_renewals_first_charge_id_charges_id_fk" FOREIGN KEY ("first_charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_renewals_account_idx" ON "auto_renewals" USING btree ("account_id","created_at");