DROP INDEX "provider_age_groups_match_idx";--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "cwelcc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "childcare_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "daily_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "hourly_fee_cents" integer;--> statement-breakpoint
-- Every write of an age group also carries what matching reads of the provider (its name,
-- CWELCC, childcare types and fees), so a match list reads provider_age_groups alone: with
-- provider_age_groups_match_idx holding every column it reads, an index-only scan.
CREATE OR REPLACE FUNCTION "provider_age_groups_match_columns"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.schedule_mask := provider_schedule_mask(NEW.hours_of_business);
  SELECT p.latitude, p.longitude, p.provider_type_id, p.name, p.cwelcc, p.childcare_type_ids,
      p.daily_fee_cents, p.hourly_fee_cents
    INTO NEW.latitude, NEW.longitude, NEW.provider_type_id, NEW.name, NEW.cwelcc,
      NEW.childcare_type_ids, NEW.daily_fee_cents, NEW.hourly_fee_cents
    FROM childcare_providers p WHERE p.id = NEW.provider_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A provider changed in anything matching reads: its age groups follow (the function of
-- migration 0012 touches them, and the trigger above reads the new row).
DROP TRIGGER "childcare_providers_match_columns" ON "childcare_providers";
--> statement-breakpoint
CREATE TRIGGER "childcare_providers_match_columns" AFTER UPDATE OF latitude, longitude,
    provider_type_id, name, cwelcc, childcare_type_ids, daily_fee_cents, hourly_fee_cents
  ON "childcare_providers"
  FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.provider_type_id IS DISTINCT FROM NEW.provider_type_id
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.cwelcc IS DISTINCT FROM NEW.cwelcc
    OR OLD.childcare_type_ids IS DISTINCT FROM NEW.childcare_type_ids
    OR OLD.daily_fee_cents IS DISTINCT FROM NEW.daily_fee_cents
    OR OLD.hourly_fee_cents IS DISTINCT FROM NEW.hourly_fee_cents)
  EXECUTE FUNCTION childcare_providers_match_columns();
--> statement-breakpoint
-- The rows already there, before the index is built (one build instead of one update per row).
UPDATE "provider_age_groups" SET "hours_of_business" = "hours_of_business";
--> statement-breakpoint
CREATE INDEX "provider_age_groups_match_idx" ON "provider_age_groups" USING btree ("age_group_id","latitude","longitude","provider_type_id","licensed_spaces","schedule_mask","available_spaces","available_start_date","cwelcc","daily_fee_cents","hourly_fee_cents","childcare_type_ids","name","provider_id");
