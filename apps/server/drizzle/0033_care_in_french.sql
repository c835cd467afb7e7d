-- Care in French (docs/decisions/i18n.md#catalogue-names-and-french-programs-parent-b): a ticket can
-- ask for providers that give care in French (French-language and French immersion programs), and
-- matching reads whether a provider lists French among its languages from provider_age_groups, copied
-- by the triggers of migration 0015 like CWELCC, so a match list stays one index-only scan.
DROP INDEX "provider_age_groups_match_idx";--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "in_french" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_tickets" ADD COLUMN "care_in_french" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "provider_age_groups_match_columns"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.schedule_mask := provider_schedule_mask(NEW.hours_of_business);
  SELECT p.latitude, p.longitude, p.provider_type_id, p.name, p.cwelcc, p.childcare_type_ids,
      p.daily_fee_cents, p.hourly_fee_cents, 'fr' = ANY(p.languages)
    INTO NEW.latitude, NEW.longitude, NEW.provider_type_id, NEW.name, NEW.cwelcc,
      NEW.childcare_type_ids, NEW.daily_fee_cents, NEW.hourly_fee_cents, NEW.in_french
    FROM childcare_providers p WHERE p.id = NEW.provider_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER "childcare_providers_match_columns" ON "childcare_providers";
--> statement-breakpoint
CREATE TRIGGER "childcare_providers_match_columns" AFTER UPDATE OF latitude, longitude,
    provider_type_id, name, cwelcc, childcare_type_ids, daily_fee_cents, hourly_fee_cents, languages
  ON "childcare_providers"
  FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.provider_type_id IS DISTINCT FROM NEW.provider_type_id
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.cwelcc IS DISTINCT FROM NEW.cwelcc
    OR OLD.childcare_type_ids IS DISTINCT FROM NEW.childcare_type_ids
    OR OLD.daily_fee_cents IS DISTINCT FROM NEW.daily_fee_cents
    OR OLD.hourly_fee_cents IS DISTINCT FROM NEW.hourly_fee_cents
    OR OLD.languages IS DISTINCT FROM NEW.languages)
  EXECUTE FUNCTION childcare_providers_match_columns();
--> statement-breakpoint
-- The rows already there, before the index is built (one build instead of one update per row).
UPDATE "provider_age_groups" SET "in_french" = true FROM "childcare_providers" p
  WHERE p.id = "provider_age_groups"."provider_id" AND 'fr' = ANY(p.languages);
--> statement-breakpoint
CREATE INDEX "provider_age_groups_match_idx" ON "provider_age_groups" USING btree ("age_group_id","latitude","longitude","unit_x","unit_y","unit_z","provider_type_id","licensed_spaces","schedule_mask","available_spaces","available_start_date","cwelcc","in_french","daily_fee_cents","hourly_fee_cents","childcare_type_ids","name","provider_id") WHERE "provider_age_groups"."name" is not null;
