DROP INDEX "packages_name_idx";--> statement-breakpoint
DROP INDEX "premium_facilities_name_idx";--> statement-breakpoint
DROP INDEX "document_types_name_idx";--> statement-breakpoint
DROP INDEX "religions_name_idx";--> statement-breakpoint
DROP INDEX "communities_name_idx";--> statement-breakpoint
DROP INDEX "sub_communities_name_idx";--> statement-breakpoint
DROP INDEX "marital_statuses_name_idx";--> statement-breakpoint
DROP INDEX "employments_name_idx";--> statement-breakpoint
DROP INDEX "occupations_name_idx";--> statement-breakpoint
DROP INDEX "educations_name_idx";--> statement-breakpoint
DROP INDEX "diets_name_idx";--> statement-breakpoint
DROP INDEX "annual_incomes_value_idx";--> statement-breakpoint
DROP INDEX "currencies_name_idx";--> statement-breakpoint
DROP INDEX "currencies_code_idx";--> statement-breakpoint
DROP INDEX "payment_gateways_name_idx";--> statement-breakpoint
DROP INDEX "profile_for_name_idx";--> statement-breakpoint
CREATE INDEX "packages_name_idx" ON "packages" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "premium_facilities_name_idx" ON "premium_facilities" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "document_types_name_idx" ON "document_types" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "religions_name_idx" ON "religions" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "communities_name_idx" ON "communities" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "sub_communities_name_idx" ON "sub_communities" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "marital_statuses_name_idx" ON "marital_statuses" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "employments_name_idx" ON "employments" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "occupations_name_idx" ON "occupations" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "educations_name_idx" ON "educations" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "diets_name_idx" ON "diets" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "annual_incomes_value_idx" ON "annual_incomes" USING btree (lower("value"),"id","value");--> statement-breakpoint
CREATE INDEX "currencies_name_idx" ON "currencies" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "currencies_code_idx" ON "currencies" USING btree (lower("code"),"id","code");--> statement-breakpoint
CREATE INDEX "payment_gateways_name_idx" ON "payment_gateways" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "profile_for_name_idx" ON "profile_for" USING btree (lower("name"),"id","name");