DROP INDEX "childcare_requests_provider_line_idx";--> statement-breakpoint
ALTER TABLE "childcare_requests" ADD COLUMN "requested_start_date" date;--> statement-breakpoint
ALTER TABLE "childcare_requests" ADD COLUMN "child_birth_date" date;--> statement-breakpoint
-- Backfill: each request takes its ticket's start date and its child's date of birth (the
-- anonymous lines of deleted accounts have no ticket and keep nulls).
UPDATE "childcare_requests" AS r SET "requested_start_date" = t."requested_start_date", "child_birth_date" = c."date_of_birth" FROM "waitlist_tickets" AS t JOIN "children" AS c ON c."id" = t."child_id" WHERE t."id" = r."ticket_id";--> statement-breakpoint
CREATE INDEX "childcare_requests_line_size_idx" ON "childcare_requests" USING btree ("provider_id") WHERE "childcare_requests"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "childcare_requests_provider_line_idx" ON "childcare_requests" USING btree ("provider_id","status","priority_weight" DESC NULLS LAST,"joined_at","id","ticket_id","requested_start_date","child_birth_date");