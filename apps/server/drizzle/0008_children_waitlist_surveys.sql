CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"medical_conditions" text DEFAULT '' NOT NULL,
	"medications" text DEFAULT '' NOT NULL,
	"dietary_needs" text DEFAULT '' NOT NULL,
	"special_needs" text DEFAULT '' NOT NULL,
	"immunizations_up_to_date" boolean,
	"emergency_contact_name" text DEFAULT '' NOT NULL,
	"emergency_contact_phone" text,
	"emergency_contact_relationship" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"location_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "children_location_check" CHECK (("children"."latitude" is null) = ("children"."longitude" is null) and ("children"."latitude" is null) = ("children"."location_address" is null)),
	CONSTRAINT "children_coordinates_check" CHECK ("children"."latitude" between -90 and 90 and "children"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "childcare_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdraw_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "childcare_requests_ticket_provider_unique" UNIQUE("ticket_id","provider_id"),
	CONSTRAINT "childcare_requests_status_check" CHECK (status in ('waiting', 'offered', 'enrolled', 'declined', 'paused', 'inactive', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "favorite_providers" (
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_providers_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"distance_km" double precision NOT NULL,
	"provider_type_ids" integer[] NOT NULL,
	"childcare_type_ids" integer[] NOT NULL,
	"school_plan_ids" integer[] NOT NULL,
	"fee_bracket_ids" integer[] NOT NULL,
	"requested_start_date" date NOT NULL,
	"schedule_availability" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_tickets_childId_unique" UNIQUE("child_id"),
	CONSTRAINT "waitlist_tickets_distance_check" CHECK ("waitlist_tickets"."distance_km" > 0)
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"answers" jsonb,
	"survey_data" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_responses_user_type_unique" UNIQUE("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_requests" ADD CONSTRAINT "childcare_requests_ticket_id_waitlist_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."waitlist_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_requests" ADD CONSTRAINT "childcare_requests_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_providers" ADD CONSTRAINT "favorite_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_providers" ADD CONSTRAINT "favorite_providers_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_tickets" ADD CONSTRAINT "waitlist_tickets_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_parent_user_id_idx" ON "children" USING btree ("parent_user_id");--> statement-breakpoint
CREATE INDEX "childcare_requests_provider_line_idx" ON "childcare_requests" USING btree ("provider_id","status","joined_at");