CREATE TABLE "telephony_sandbox_numbers" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"friendly_name" text NOT NULL,
	"voice_url" text NOT NULL,
	"status_callback_url" text NOT NULL,
	"bought_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_call_statuses" (
	"call_sid" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "phone_call_statuses_call_sid_status_pk" PRIMARY KEY("call_sid","status")
);
--> statement-breakpoint
CREATE TABLE "phone_calls" (
	"call_sid" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"conversation_id" uuid,
	"answer" text NOT NULL,
	"status" text NOT NULL,
	"duration_seconds" integer,
	"minutes_counted" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"area_code" text NOT NULL,
	"requested_number" text,
	"number" text,
	"provider" text NOT NULL,
	"provider_number_id" text,
	"state" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "phone_call_statuses" ADD CONSTRAINT "phone_call_statuses_call_sid_phone_calls_call_sid_fk" FOREIGN KEY ("call_sid") REFERENCES "public"."phone_calls"("call_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "telephony_sandbox_numbers_held_idx" ON "telephony_sandbox_numbers" USING btree ("number") WHERE "telephony_sandbox_numbers"."released_at" is null;--> statement-breakpoint
CREATE INDEX "phone_calls_user_idx" ON "phone_calls" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_one_held_idx" ON "phone_numbers" USING btree ("user_id") WHERE "phone_numbers"."state" in ('provisioning', 'active', 'releasing');--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_number_held_idx" ON "phone_numbers" USING btree ("number") WHERE "phone_numbers"."state" in ('active', 'releasing');