ALTER TABLE "error_reports" ADD COLUMN "context" jsonb;--> statement-breakpoint
CREATE INDEX "error_reports_user_idx" ON "error_reports" USING btree ("user_id");