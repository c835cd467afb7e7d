CREATE TABLE "plan_locks" (
	"user_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_locks_user_id_product_code_pk" PRIMARY KEY("user_id","product_code")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "plan_code" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "plan_locks" ADD CONSTRAINT "plan_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_locks" ADD CONSTRAINT "plan_locks_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_plan_code_products_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_open_plan_key" ON "checkout_sessions" USING btree ("user_id","plan_code") WHERE plan_code is not null and status in ('open', 'requires_action');