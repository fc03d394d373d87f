CREATE TABLE "dependants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"cpf" text NOT NULL,
	"relationship" text NOT NULL,
	"member_number" text NOT NULL,
	"card_rid" text DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 24) NOT NULL,
	"account_id" uuid,
	"invite_email" text,
	"invited_at" timestamp with time zone,
	"included_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "dependants_member_number_unique" UNIQUE("member_number")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "dependants_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_subscription_id_subscriptions_account_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dependants_subscription_idx" ON "dependants" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dependants_active_cpf_idx" ON "dependants" USING btree ("cpf") WHERE removed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dependants_account_idx" ON "dependants" USING btree ("account_id") WHERE account_id is not null;--> statement-breakpoint
CREATE INDEX "dependants_invite_email_idx" ON "dependants" USING btree ("invite_email") WHERE removed_at is null and account_id is null;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_person_id_dependants_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."dependants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The sample plan includes its dependants in the price (docs/product.md, 'Family'); the seed adds only missing plans.
UPDATE "plans" SET "dependants_included" = true WHERE "id" = 'plan-black';--> statement-breakpoint
-- Limits counted per account so far were the subscription's: the seed's next run says per coverage whose they are.
UPDATE "coverages" SET "rules" = jsonb_set("rules", '{usage,per}', '"assinatura"') WHERE "rules"->'usage'->>'kind' = 'quantidade' AND NOT ("rules"->'usage' ? 'per');
