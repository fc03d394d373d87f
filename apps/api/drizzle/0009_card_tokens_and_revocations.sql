CREATE SEQUENCE "public"."card_revocation_ctr" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "card_revocations" (
	"rid" text PRIMARY KEY NOT NULL,
	"revoked_before" timestamp with time zone NOT NULL,
	"ctr" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_token_devices" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"last_step" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_rid" text DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 24) NOT NULL;--> statement-breakpoint
ALTER TABLE "card_token_devices" ADD CONSTRAINT "card_token_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_token_devices_account_idx" ON "card_token_devices" USING btree ("account_id");