CREATE TABLE "staff_members" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_roles_check" CHECK (cardinality("staff_members"."roles") > 0 and "staff_members"."roles" <@ array['atendimento', 'financeiro', 'administrador']::text[]),
	CONSTRAINT "staff_members_status_check" CHECK ("staff_members"."status" in ('convidada', 'ativa', 'suspensa', 'removida'))
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_members_status_idx" ON "staff_members" USING btree ("status");