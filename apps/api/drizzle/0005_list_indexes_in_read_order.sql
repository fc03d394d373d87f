DROP INDEX "notifications_account_seq_idx";--> statement-breakpoint
DROP INDEX "service_requests_account_seq_idx";--> statement-breakpoint
DROP INDEX "service_requests_queue_idx";--> statement-breakpoint
DROP INDEX "service_requests_seq_idx";--> statement-breakpoint
CREATE INDEX "notifications_account_seq_idx" ON "notifications" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "service_requests_account_seq_idx" ON "service_requests" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "service_requests_queue_idx" ON "service_requests" USING btree ("status","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_seq_idx" ON "service_requests" USING btree ("seq");