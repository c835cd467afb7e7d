CREATE TABLE "age_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "age_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "childcare_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "childcare_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fee_brackets" (
	"id" integer PRIMARY KEY NOT NULL,
	"payment_option" text NOT NULL,
	"min_cents" integer NOT NULL,
	"max_cents" integer,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "fee_brackets_payment_option_sort_order_key" UNIQUE("payment_option","sort_order"),
	CONSTRAINT "fee_brackets_payment_option_check" CHECK ("fee_brackets"."payment_option" in ('Daily', 'Hourly')),
	CONSTRAINT "fee_brackets_bounds_check" CHECK ("fee_brackets"."min_cents" >= 0 and ("fee_brackets"."max_cents" is null or "fee_brackets"."max_cents" >= "fee_brackets"."min_cents"))
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "languages_sortOrder_unique" UNIQUE("sort_order")
);
--> statement-breakpoint
CREATE TABLE "provider_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "provider_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "school_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"period" text NOT NULL,
	"typical_hours" text NOT NULL,
	"details" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "school_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "childcare_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loc_id" integer,
	"owner_user_id" uuid,
	"provider_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"auspice" text,
	"address" text,
	"postal_code" text,
	"ward" integer,
	"phone" text,
	"building_type" text,
	"building_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"subsidy" boolean DEFAULT false NOT NULL,
	"cwelcc" boolean DEFAULT false NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"childcare_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"daily_fee_cents" integer,
	"hourly_fee_cents" integer,
	"contact_email" text,
	"website" text,
	"import_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "childcare_providers_locId_unique" UNIQUE("loc_id"),
	CONSTRAINT "childcare_providers_ownerUserId_unique" UNIQUE("owner_user_id"),
	CONSTRAINT "childcare_providers_located_check" CHECK (("childcare_providers"."latitude" is null) = ("childcare_providers"."longitude" is null)),
	CONSTRAINT "childcare_providers_coordinates_check" CHECK ("childcare_providers"."latitude" between -90 and 90 and "childcare_providers"."longitude" between -180 and 180),
	CONSTRAINT "childcare_providers_fees_check" CHECK ("childcare_providers"."daily_fee_cents" >= 0 and "childcare_providers"."hourly_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"source" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_age_groups" (
	"provider_id" uuid NOT NULL,
	"age_group_id" integer NOT NULL,
	"licensed_spaces" integer,
	"available_spaces" integer,
	"available_start_date" date,
	"hours_of_business" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "provider_age_groups_provider_id_age_group_id_pk" PRIMARY KEY("provider_id","age_group_id"),
	CONSTRAINT "provider_age_groups_spaces_check" CHECK ("provider_age_groups"."licensed_spaces" >= 0 and "provider_age_groups"."available_spaces" >= 0)
);
--> statement-breakpoint
ALTER TABLE "childcare_providers" ADD CONSTRAINT "childcare_providers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_providers" ADD CONSTRAINT "childcare_providers_provider_type_id_provider_types_id_fk" FOREIGN KEY ("provider_type_id") REFERENCES "public"."provider_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD CONSTRAINT "provider_age_groups_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD CONSTRAINT "provider_age_groups_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "childcare_providers_location_idx" ON "childcare_providers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "childcare_providers_name_search_idx" ON "childcare_providers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "childcare_providers_postal_code_search_idx" ON "childcare_providers" USING btree (replace("postal_code", ' ', '') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provider_age_groups_age_group_id_idx" ON "provider_age_groups" USING btree ("age_group_id");