CREATE TABLE "account_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"undo_token_hash" text,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"erase_after" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	CONSTRAINT "account_erasures_status_check" CHECK ("account_erasures"."status" in ('awaiting_confirmation', 'scheduled', 'cancelled', 'lapsed', 'erased'))
);
--> statement-breakpoint
CREATE TABLE "child_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"provider_id" uuid,
	"action" text NOT NULL,
	"what" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "child_access_log_action_check" CHECK ("child_access_log"."action" in ('viewed', 'changed'))
);
--> statement-breakpoint
CREATE TABLE "privacy_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"archive" "bytea",
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "privacy_exports_status_check" CHECK ("privacy_exports"."status" in ('queued', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "childcare_requests" DROP CONSTRAINT "childcare_requests_ticket_id_waitlist_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "childcare_requests" ALTER COLUMN "ticket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "child_access_log" ADD CONSTRAINT "child_access_log_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_access_log" ADD CONSTRAINT "child_access_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_access_log" ADD CONSTRAINT "child_access_log_provider_id_childcare_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."childcare_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_erasures_confirm_token_idx" ON "account_erasures" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "account_erasures_undo_token_idx" ON "account_erasures" USING btree ("undo_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "account_erasures_open_idx" ON "account_erasures" USING btree ("user_id") WHERE "account_erasures"."status" in ('awaiting_confirmation', 'scheduled');--> statement-breakpoint
CREATE INDEX "account_erasures_due_idx" ON "account_erasures" USING btree ("erase_after") WHERE "account_erasures"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "child_access_log_child_at_idx" ON "child_access_log" USING btree ("child_id","at");--> statement-breakpoint
CREATE INDEX "privacy_exports_user_requested_idx" ON "privacy_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_requests" ADD CONSTRAINT "childcare_requests_ticket_id_waitlist_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."waitlist_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The access record is append-only (docs/product/privacy.md#who-saw-my-childs-information): an
-- update is refused, except the foreign keys' own "set null" when a provider user or a provider
-- is deleted. Rows go only with their child.
CREATE FUNCTION "child_access_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."id" = OLD."id" AND NEW."child_id" = OLD."child_id" AND NEW."action" = OLD."action"
    AND NEW."what" = OLD."what" AND NEW."at" = OLD."at"
    AND (NEW."actor_user_id" IS NULL OR NEW."actor_user_id" = OLD."actor_user_id")
    AND (NEW."provider_id" IS NULL OR NEW."provider_id" = OLD."provider_id") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'child_access_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "child_access_log_append_only" BEFORE UPDATE ON "child_access_log"
  FOR EACH ROW EXECUTE FUNCTION "child_access_log_append_only"();
