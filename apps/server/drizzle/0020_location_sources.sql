CREATE TABLE "postal_area_centroids" (
	"postal_area" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"centres" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" DROP CONSTRAINT "children_location_check";--> statement-breakpoint
ALTER TABLE "childcare_providers" ADD COLUMN "location_source" text;--> statement-breakpoint
ALTER TABLE "childcare_providers" ADD COLUMN "address_part_sources" jsonb;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "location_source" text DEFAULT 'pin' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "address_part_sources" jsonb DEFAULT '{"house_number":"location-details","road":"location-details","city":"location-details","state":"location-details","postcode":"location-details","country":"location-details"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "location_source" text;--> statement-breakpoint
-- Where saved locations came from: every location saved so far was placed by its pin and sent
-- with its six address parts (the only way the API accepted one until now). Imported centres keep
-- null: their position is the City's.
UPDATE "children" SET "location_source" = 'pin' WHERE "latitude" IS NOT NULL;--> statement-breakpoint
UPDATE "childcare_providers" SET "location_source" = 'pin', "address_part_sources" = '{"house_number":"location-details","road":"location-details","city":"location-details","state":"location-details","postcode":"location-details","country":"location-details"}'::jsonb WHERE "address_details" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "childcare_providers" ADD CONSTRAINT "childcare_providers_location_source_check" CHECK ("childcare_providers"."location_source" in ('pin', 'geocoded-address', 'postal-code-centroid'));--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_location_source_check" CHECK ("user_locations"."location_source" in ('pin', 'geocoded-address', 'postal-code-centroid'));--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_location_source_check" CHECK ("children"."location_source" in ('pin', 'geocoded-address', 'postal-code-centroid'));--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_location_check" CHECK (("children"."latitude" is null) = ("children"."longitude" is null) and ("children"."latitude" is null) = ("children"."location_address" is null) and ("children"."latitude" is null) = ("children"."location_source" is null));