CREATE TABLE "password_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_pending_created_idx" ON "accounts" USING btree ("created_at") WHERE confirmed_at is null;--> statement-breakpoint
-- Accounts made before sign-up confirmation existed were usable: they count as confirmed when made.
UPDATE "accounts" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
