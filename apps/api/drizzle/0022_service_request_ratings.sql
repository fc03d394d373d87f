CREATE TABLE "service_request_ratings" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"score" integer NOT NULL,
	"comment" text,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_request_ratings_score_check" CHECK ("service_request_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "service_request_ratings" ADD CONSTRAINT "service_request_ratings_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_ratings" ADD CONSTRAINT "service_request_ratings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_ratings_rated_at_idx" ON "service_request_ratings" USING btree ("rated_at");