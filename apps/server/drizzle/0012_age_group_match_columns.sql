DROP INDEX "provider_age_groups_age_group_id_idx";--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "provider_type_id" integer;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD COLUMN "schedule_mask" integer;--> statement-breakpoint
CREATE INDEX "provider_age_groups_match_idx" ON "provider_age_groups" USING btree ("age_group_id","latitude","longitude");
--> statement-breakpoint
-- The schedule mask of a provider's hours (provider-matching.ts scheduleBit): bit day * 4 + time
-- of day is set when an opening period of that day overlaps the time of day's window
-- (timeOfDayWindows: Morning 06:00-12:00, Afternoon 12:00-17:00, Evening 17:00-21:00, Night
-- 00:00-06:00 and 21:00-24:00; HH:mm compared as C-collated text); null while no hours are stated.
CREATE FUNCTION "provider_schedule_mask"("hours" jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_array_length(hours) = 0 THEN NULL ELSE coalesce((
    SELECT bit_or(1 << ((entry ->> 'day')::integer * 4 + w.time_of_day))
    FROM jsonb_array_elements(hours) AS h (entry)
    CROSS JOIN (VALUES
      (0, '06:00', '12:00', '06:00', '12:00'),
      (1, '12:00', '17:00', '12:00', '17:00'),
      (2, '17:00', '21:00', '17:00', '21:00'),
      (3, '00:00', '06:00', '21:00', '24:00')
    ) AS w (time_of_day, from1, to1, from2, to2)
    WHERE (entry ->> 'day')::integer BETWEEN 0 AND 6
      AND (((entry ->> 'timeStart') < w.to1 COLLATE "C" AND w.from1 < (entry ->> 'timeEnd') COLLATE "C")
        OR ((entry ->> 'timeStart') < w.to2 COLLATE "C" AND w.from2 < (entry ->> 'timeEnd') COLLATE "C"))
  ), 0) END
$$;
--> statement-breakpoint
-- Every write of an age group carries the provider's location and type and its hours' mask, so
-- matching scans provider_age_groups_match_idx alone (no writer has to remember them).
CREATE FUNCTION "provider_age_groups_match_columns"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.schedule_mask := provider_schedule_mask(NEW.hours_of_business);
  SELECT p.latitude, p.longitude, p.provider_type_id
    INTO NEW.latitude, NEW.longitude, NEW.provider_type_id
    FROM childcare_providers p WHERE p.id = NEW.provider_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "provider_age_groups_match_columns" BEFORE INSERT OR UPDATE ON "provider_age_groups"
  FOR EACH ROW EXECUTE FUNCTION provider_age_groups_match_columns();
--> statement-breakpoint
-- A provider moved or retyped: its age groups follow (the trigger above reads the new row).
CREATE FUNCTION "childcare_providers_match_columns"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE provider_age_groups SET latitude = NEW.latitude WHERE provider_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "childcare_providers_match_columns" AFTER UPDATE OF latitude, longitude, provider_type_id ON "childcare_providers"
  FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.provider_type_id IS DISTINCT FROM NEW.provider_type_id)
  EXECUTE FUNCTION childcare_providers_match_columns();
--> statement-breakpoint
UPDATE "provider_age_groups" SET "hours_of_business" = "hours_of_business";
