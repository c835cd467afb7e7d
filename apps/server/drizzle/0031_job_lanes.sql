DROP INDEX "background_jobs_due_idx";--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "lane" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "background_jobs_claim_idx" ON "background_jobs" USING btree ("status","lane","run_at","id");