CREATE TABLE "indicator_months" (
	"month" text PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "charges_paid_at_idx" ON "charges" USING btree ("paid_at","method","amount_cents") WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX "service_request_events_answer_idx" ON "service_request_events" USING btree ("request_id","at") WHERE kind = 'status' and actor = 'operador';--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscription_events_account_at_idx" ON "subscription_events" USING btree ("account_id","at","id","to_status");--> statement-breakpoint
CREATE INDEX "subscription_events_at_idx" ON "subscription_events" USING btree ("at");