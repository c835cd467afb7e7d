ALTER TABLE "knowledge_base_chunks" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "knowledge_base_items" ADD COLUMN "embedding_state" text;--> statement-breakpoint
ALTER TABLE "knowledge_base_items" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "knowledge_base_items" ADD CONSTRAINT "knowledge_base_items_embedding_state_check" CHECK ("knowledge_base_items"."embedding_state" in ('pending', 'ready', 'failed'));