CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"age_group_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"auto_offered" boolean DEFAULT false NOT NULL,
	"offered_by_user_id" uuid,
	"link_token_hash" text NOT NULL,
	"link_used_at" timestamp with time zone,
	"paused_request_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "offers_linkTokenHash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "offers_status_check" CHECK (status in ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "offers_closed_check" CHECK (("offers"."status" = 'open') = ("offers"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_request_id_childcare_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."childcare_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_offered_by_user_id_users_id_fk" FOREIGN KEY ("offered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_request_idx" ON "offers" USING btree ("request_id") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offers_provider_age_group_idx" ON "offers" USING btree ("provider_id","age_group_id","status");--> statement-breakpoint
CREATE INDEX "offers_open_deadline_idx" ON "offers" USING btree ("deadline_at") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offers_request_idx" ON "offers" USING btree ("request_id");