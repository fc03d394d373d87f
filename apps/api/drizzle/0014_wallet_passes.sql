CREATE TABLE "wallet_passes" (
	"serial" text PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"dependant_id" uuid,
	"digest" text NOT NULL,
	"face" jsonb,
	"card_token" text,
	"card_expires_at" timestamp with time zone,
	"void_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_person_idx" UNIQUE NULLS NOT DISTINCT("wallet","subscription_id","dependant_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_id" text NOT NULL,
	"serial" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_id_serial_pk" PRIMARY KEY("device_library_id","serial")
);
--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_subscription_id_accounts_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_serial_wallet_passes_serial_fk" FOREIGN KEY ("serial") REFERENCES "public"."wallet_passes"("serial") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_registrations_serial_idx" ON "wallet_registrations" USING btree ("serial");