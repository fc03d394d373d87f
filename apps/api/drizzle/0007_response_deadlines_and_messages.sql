CREATE TABLE "service_request_overdue_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "service_requests_queue_idx";--> statement-breakpoint
ALTER TABLE "service_request_events" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
-- Requests made before deadlines existed get 5 business days: the end of the fifth weekday after the
-- day they were made (São Paulo, UTC-3), national holidays not counted here (docs/product.md, 'Service requests').
UPDATE "service_requests" AS r SET "respond_by" = (
  SELECT ((s.d::date + 1)::timestamp + interval '3 hours') AT TIME ZONE 'UTC'
  FROM generate_series(
    ((r."created_at" AT TIME ZONE 'UTC') - interval '3 hours')::date + 1,
    ((r."created_at" AT TIME ZONE 'UTC') - interval '3 hours')::date + 14,
    interval '1 day'
  ) AS s(d)
  WHERE extract(isodow FROM s.d) < 6
  ORDER BY s.d
  OFFSET 4 LIMIT 1
);--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "respond_by" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "service_requests_deadline_idx" ON "service_requests" USING btree ("respond_by","seq");--> statement-breakpoint
CREATE INDEX "service_requests_queue_idx" ON "service_requests" USING btree ("status","respond_by","seq");--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_kind_check" CHECK (("service_request_events"."kind" = 'status') = ("service_request_events"."status" is not null));