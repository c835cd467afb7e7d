CREATE TABLE "broadcast_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"distance_km" real NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"offered_age_group_id" integer,
	"offered_start_date" date,
	"note" text,
	"decision" text,
	"decided_at" timestamp with time zone,
	"request_id" uuid,
	"offer_id" uuid,
	"digested_at" timestamp with time zone,
	CONSTRAINT "broadcast_deliveries_answer_check" CHECK ("broadcast_deliveries"."answer" is null or "broadcast_deliveries"."answer" in ('interested', 'not_now')),
	CONSTRAINT "broadcast_deliveries_decision_check" CHECK ("broadcast_deliveries"."decision" is null or "broadcast_deliveries"."decision" in ('accepted', 'declined')),
	CONSTRAINT "broadcast_deliveries_interested_check" CHECK ("broadcast_deliveries"."answer" is distinct from 'interested' or ("broadcast_deliveries"."offered_age_group_id" is not null and "broadcast_deliveries"."offered_start_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "broadcast_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"parent_user_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"on_providers_waitlist" boolean NOT NULL,
	"distance_km" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"request_id" uuid,
	"requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broadcast_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"child_id" uuid,
	"filters" jsonb,
	"need" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"provider_id" uuid,
	"age_group_id" integer,
	"spot_spaces" integer,
	"spot_start_date" date,
	"estimated_reach" integer NOT NULL,
	"paid_with" text,
	"paid_at" timestamp with time zone,
	"checkout_session_id" uuid,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "broadcast_orders_kind_check" CHECK (kind in ('family', 'spot')),
	CONSTRAINT "broadcast_orders_state_check" CHECK (state in ('awaiting_payment', 'sending', 'sent', 'expired', 'withdrawn')),
	CONSTRAINT "broadcast_orders_family_check" CHECK ("broadcast_orders"."kind" <> 'family' or ("broadcast_orders"."child_id" is not null or "broadcast_orders"."state" = 'withdrawn')),
	CONSTRAINT "broadcast_orders_spot_check" CHECK ("broadcast_orders"."kind" <> 'spot' or ("broadcast_orders"."provider_id" is not null and "broadcast_orders"."age_group_id" is not null)),
	CONSTRAINT "broadcast_orders_paid_check" CHECK (("broadcast_orders"."paid_at" is null) = ("broadcast_orders"."paid_with" is null))
);
--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_order_id_broadcast_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."broadcast_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_offered_age_group_id_age_groups_id_fk" FOREIGN KEY ("offered_age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_request_id_childcare_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."childcare_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_invitations" ADD CONSTRAINT "broadcast_invitations_order_id_broadcast_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."broadcast_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_invitations" ADD CONSTRAINT "broadcast_invitations_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_invitations" ADD CONSTRAINT "broadcast_invitations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_invitations" ADD CONSTRAINT "broadcast_invitations_ticket_id_waitlist_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."waitlist_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_invitations" ADD CONSTRAINT "broadcast_invitations_request_id_childcare_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."childcare_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_orders" ADD CONSTRAINT "broadcast_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_orders" ADD CONSTRAINT "broadcast_orders_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_orders" ADD CONSTRAINT "broadcast_orders_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_orders" ADD CONSTRAINT "broadcast_orders_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_deliveries_order_provider_idx" ON "broadcast_deliveries" USING btree ("order_id","provider_id");--> statement-breakpoint
CREATE INDEX "broadcast_deliveries_provider_idx" ON "broadcast_deliveries" USING btree ("provider_id","delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_invitations_order_child_idx" ON "broadcast_invitations" USING btree ("order_id","child_id");--> statement-breakpoint
CREATE INDEX "broadcast_invitations_parent_idx" ON "broadcast_invitations" USING btree ("parent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "broadcast_invitations_order_rank_idx" ON "broadcast_invitations" USING btree ("order_id","rank");--> statement-breakpoint
CREATE INDEX "broadcast_orders_user_idx" ON "broadcast_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "broadcast_orders_open_idx" ON "broadcast_orders" USING btree ("expires_at") WHERE "broadcast_orders"."state" = 'sent';--> statement-breakpoint
-- Broadcast goes both ways (docs/product/broadcast.md): parents broadcast a child's need
-- (familyBroadcast.create), every provider role receives and answers them (broadcast.answer).
INSERT INTO "role_permissions" ("role_id", "permission") VALUES
  (1, 'familyBroadcast.create'),
  (1, 'broadcast.answer'),
  (2, 'familyBroadcast.create'),
  (3, 'broadcast.answer'),
  (4, 'broadcast.answer'),
  (5, 'broadcast.answer')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The Broadcast product pays for either kind (docs/pricing.md): a parent's family broadcast as
-- well as a provider's spot broadcast, so parents may buy it too. Its words said only the spot
-- kind: they change where they are still 0006's (an administrator's own edit stays).
UPDATE "products"
SET "roles" = ARRAY['Parent', 'Licenced', 'Unlicenced']
WHERE "code" = 'broadcast-order' AND NOT ('Parent' = ANY ("roles"));--> statement-breakpoint
UPDATE "products"
SET "description" = 'One broadcast, sent once to everyone on KinderWait who matches it: a child''s care need to the providers who can take the child, or an open spot to the families nearby looking for one.',
  "features" = ARRAY['Sent once to every match: providers for a family''s need, families nearby for a provider''s open spot', 'Answers come back to you in the app, by email and (with Plus) by text', 'Pay per broadcast, no subscription; the month''s allowance is used first']
WHERE "code" = 'broadcast-order'
  AND "description" = 'Tell the families near you whose needs match that you have an open spot.';--> statement-breakpoint
-- Broadcasts are built: KinderWait Plus no longer calls them coming soon (undoing 0018 where its
-- words still stand).
UPDATE "products"
SET "features" = array_replace(
  "features",
  'Coming soon: 5 broadcasts a month of your child''s care needs to matching providers (1 without Plus)',
  '5 broadcasts a month of your child''s care needs to matching providers (1 without Plus)'
)
WHERE "code" = 'kinderwait-plus';--> statement-breakpoint
UPDATE "products"
SET "description" = 'For families looking for care: a text message the moment a spot opens, broadcasts of your child''s needs to matching providers, and more help from the assistant.'
WHERE "code" = 'kinderwait-plus'
  AND "description" = 'For families looking for care: a text message the moment a spot opens and more help from the assistant. Broadcasts of your child''s needs to matching providers are coming soon.';
