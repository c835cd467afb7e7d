-- Each age group's location as a unit vector, generated from its latitude and longitude (set by
-- the triggers of migrations 0012 and 0015): matching compares a squared chord to the child's
-- point instead of evaluating a haversine per candidate, and the match index holds the vector so
-- the scan stays index-only. The index keeps named providers only (no other ever matches), so
-- its scan tests no condition on the name per entry.
DROP INDEX "provider_age_groups_match_idx";--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "unit_x" double precision GENERATED ALWAYS AS (cos(radians(latitude)) * cos(radians(longitude))) STORED;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "unit_y" double precision GENERATED ALWAYS AS (cos(radians(latitude)) * sin(radians(longitude))) STORED;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "unit_z" double precision GENERATED ALWAYS AS (sin(radians(latitude))) STORED;--> statement-breakpoint
CREATE INDEX "provider_age_groups_match_idx" ON "provider_age_groups" USING btree ("age_group_id","latitude","longitude","unit_x","unit_y","unit_z","provider_type_id","licensed_spaces","schedule_mask","available_spaces","available_start_date","cwelcc","daily_fee_cents","hourly_fee_cents","childcare_type_ids","name","provider_id") WHERE "provider_age_groups"."name" is not null;