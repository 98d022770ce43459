DROP INDEX "generation_jobs_queue_idx";--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "generation_jobs_queue_idx" ON "generation_jobs" USING btree ("status","priority" DESC NULLS LAST,"created_at","seq");