CREATE TABLE "voice_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"caller" text NOT NULL,
	"outcome" text NOT NULL,
	"summary" text NOT NULL,
	"state" jsonb,
	"message" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"last_turn_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_turns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voice_turns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_assistants" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_assistants" ADD COLUMN "language" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_assistants" ADD COLUMN "voice" text DEFAULT 'Joanna' NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_assistants" ADD COLUMN "answering_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_assistants" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_assistants" ADD COLUMN "allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_conversations" ADD CONSTRAINT "voice_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_turns" ADD CONSTRAINT "voice_turns_conversation_id_voice_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."voice_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_conversations_user_started_idx" ON "voice_conversations" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "voice_turns_conversation_idx" ON "voice_turns" USING btree ("conversation_id","id");--> statement-breakpoint
ALTER TABLE "voice_assistants" ADD CONSTRAINT "voice_assistants_publicId_unique" UNIQUE("public_id");--> statement-breakpoint
-- Assistants set up before the widget existed allow it on their own website's origin.
UPDATE "voice_assistants" SET "allowed_origins" = ARRAY[lower(substring("website_url" from '^(https?://[^/?#]+)'))] WHERE "website_url" ~* '^https?://[^/?#]+';
