CREATE TABLE "user_locations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"address_details" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"children_follow" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_locations_coordinates_check" CHECK ("user_locations"."latitude" between -90 and 90 and "user_locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "onboardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboardings_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "childcare_providers" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "childcare_providers" ADD COLUMN "address_details" jsonb;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;