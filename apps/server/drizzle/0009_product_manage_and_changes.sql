CREATE TABLE "product_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_code" text NOT NULL,
	"changed_by" uuid,
	"changed_by_email" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_changes_product_changed_at_idx" ON "product_changes" USING btree ("product_code","changed_at" DESC NULLS LAST);--> statement-breakpoint
-- product.manage (docs/permissions.md): editing what is sold, for SuperAdmin only (who holds
-- every permission). The products themselves stay as migration 0006 seeded them.
INSERT INTO "role_permissions" ("role_id", "permission") VALUES
  (1, 'product.manage');
