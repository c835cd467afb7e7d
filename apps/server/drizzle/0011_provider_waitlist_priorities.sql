CREATE TABLE "provider_waitlist_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"policy" text,
	"auto_offer" boolean DEFAULT false NOT NULL,
	"offer_deadline_business_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_waitlist_settings_deadline_check" CHECK ("provider_waitlist_settings"."offer_deadline_business_days" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "waitlist_priority_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"weight" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_priority_categories_code_check" CHECK (code in ('sibling_enrolled', 'staff_child', 'fee_subsidy', 'returning_family', 'community_partner', 'custom')),
	CONSTRAINT "waitlist_priority_categories_weight_check" CHECK ("waitlist_priority_categories"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "waitlist_request_priorities" (
	"request_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_request_priorities_request_id_category_id_pk" PRIMARY KEY("request_id","category_id")
);
--> statement-breakpoint
DROP INDEX "childcare_requests_provider_line_idx";--> statement-breakpoint
ALTER TABLE "childcare_requests" ADD COLUMN "priority_weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_waitlist_settings" ADD CONSTRAINT "provider_waitlist_settings_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_priority_categories" ADD CONSTRAINT "waitlist_priority_categories_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_request_priorities" ADD CONSTRAINT "waitlist_request_priorities_request_id_childcare_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."childcare_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_request_priorities" ADD CONSTRAINT "waitlist_request_priorities_category_id_waitlist_priority_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."waitlist_priority_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_priority_categories_name_unique" ON "waitlist_priority_categories" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_priority_categories_code_unique" ON "waitlist_priority_categories" USING btree ("provider_id","code") WHERE "waitlist_priority_categories"."code" <> 'custom';--> statement-breakpoint
CREATE INDEX "waitlist_request_priorities_category_idx" ON "waitlist_request_priorities" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "childcare_requests_provider_line_idx" ON "childcare_requests" USING btree ("provider_id","status","priority_weight" DESC NULLS LAST,"joined_at");--> statement-breakpoint
ALTER TABLE "childcare_requests" ADD CONSTRAINT "childcare_requests_priority_weight_check" CHECK ("childcare_requests"."priority_weight" >= 0);