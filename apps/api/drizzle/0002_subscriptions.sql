CREATE TABLE "subscriptions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"add_ons" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'ativa' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"member_number" text NOT NULL,
	"affiliate_id" text,
	"affiliate_link_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_member_number_unique" UNIQUE("member_number")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "signup_affiliate_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The Luhn check digit of a string of digits (the member number's last digit), as luhn.ts computes it.
CREATE FUNCTION "luhn_check_digit"(payload text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT ((10 - (SUM(
    CASE WHEN (length(payload) - i) % 2 = 0
      THEN (substr(payload, i, 1)::int * 2) - CASE WHEN substr(payload, i, 1)::int * 2 > 9 THEN 9 ELSE 0 END
      ELSE substr(payload, i, 1)::int
    END) % 10)) % 10)::text
  FROM generate_series(1, length(payload)) AS i
$$;--> statement-breakpoint
-- Every account confirmed before subscriptions existed gets one: the seeded plan, active since its
-- confirmation, a member number made from its id.
INSERT INTO "subscriptions" ("account_id", "plan_id", "status", "started_at", "member_number")
SELECT a."id", 'plan-black', 'ativa', a."confirmed_at", n."payload" || "luhn_check_digit"(n."payload")
FROM "accounts" a
CROSS JOIN LATERAL (
  SELECT '7019' || lpad(((('x' || substr(md5(a."id"::text), 1, 12))::bit(48)::bigint) % 100000000000)::text, 11, '0') AS "payload"
) n
WHERE a."confirmed_at" IS NOT NULL AND EXISTS (SELECT 1 FROM "plans" WHERE "id" = 'plan-black');
