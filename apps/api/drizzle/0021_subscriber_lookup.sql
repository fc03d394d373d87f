-- The staff's look-up (#67): trigram matching, and one folding of text (lower case, no accents) for the
-- stored column and the query alike; immutable, so a generated column may use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(value, 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
$$;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(first_name || ' ' || last_name || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(telefone, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "accounts_search_trgm_idx" ON "accounts" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "charges_payer_cpf_idx" ON "charges" USING btree ("payer_cpf");--> statement-breakpoint
CREATE INDEX "subscribers_phone_digits_idx" ON "subscribers" USING btree ("phone_digits") WHERE phone_digits <> '';