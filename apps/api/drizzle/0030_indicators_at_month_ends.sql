CREATE INDEX "charges_period_paid_at_idx" ON "charges" USING btree ("period_months","paid_at","amount_cents") WHERE paid_at is not null;--> statement-breakpoint
-- ARR and MRR now count each charge over the months it covers (#69): the job stores every closed month again.
DELETE FROM "indicator_months";
