-- The staff's look-up by CPF (#67) finds removed dependants too: the partial unique index serves only `removed_at is null`.
CREATE INDEX "dependants_cpf_idx" ON "dependants" USING btree ("cpf");