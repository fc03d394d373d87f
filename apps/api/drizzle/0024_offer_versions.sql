CREATE TABLE "offer_versions" (
	"number" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"based_on" integer,
	"vigente_desde" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_by_email" text,
	"applied_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coverages" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_one_draft" ON "offer_versions" USING btree ((true)) WHERE "offer_versions"."published_at" is null;