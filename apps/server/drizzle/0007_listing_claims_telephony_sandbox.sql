CREATE TABLE "telephony_sandbox_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telephony_sandbox_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"extension" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "listing_claims_channel_check" CHECK ("listing_claims"."channel" in ('sms', 'call')),
	CONSTRAINT "listing_claims_status_check" CHECK ("listing_claims"."status" in ('pending', 'verified', 'completed', 'superseded')),
	CONSTRAINT "listing_claims_tries_used_check" CHECK ("listing_claims"."tries_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_listing_id_childcare_providers_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."childcare_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telephony_sandbox_log_recipient_idx" ON "telephony_sandbox_log" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "listing_claims_listing_id_created_at_idx" ON "listing_claims" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_claims_user_id_created_at_idx" ON "listing_claims" USING btree ("user_id","created_at");--> statement-breakpoint
-- listing.claim (docs/permissions.md): claiming a licensed-centre listing, for the Licenced role
-- and SuperAdmin (who holds every permission).
INSERT INTO "role_permissions" ("role_id", "permission") VALUES
  (1, 'listing.claim'),
  (3, 'listing.claim');
