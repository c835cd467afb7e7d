CREATE TABLE "knowledge_base_chunks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_base_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"source_url" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "knowledge_base_chunks"."text")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"source_url" text,
	"object_key" text,
	"state" text NOT NULL,
	"reason" text,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"crawl" jsonb,
	"crawl_state" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "knowledge_base_items_userId_feature_key_unique" UNIQUE("user_id","feature","key"),
	CONSTRAINT "knowledge_base_items_kind_check" CHECK ("knowledge_base_items"."kind" in ('file', 'web_page')),
	CONSTRAINT "knowledge_base_items_state_check" CHECK ("knowledge_base_items"."state" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_base_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_base_chunks" ADD CONSTRAINT "knowledge_base_chunks_item_id_knowledge_base_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_base_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_chunks" ADD CONSTRAINT "knowledge_base_chunks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_items" ADD CONSTRAINT "knowledge_base_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_pages" ADD CONSTRAINT "knowledge_base_pages_item_id_knowledge_base_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_base_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_base_chunks_search_idx" ON "knowledge_base_chunks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_base_chunks_user_idx" ON "knowledge_base_chunks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "knowledge_base_chunks_item_idx" ON "knowledge_base_chunks" USING btree ("item_id","ordinal");--> statement-breakpoint
CREATE INDEX "knowledge_base_pages_item_idx" ON "knowledge_base_pages" USING btree ("item_id","revision");