ALTER TABLE "recorder_leases" ADD COLUMN "capture_error" text;--> statement-breakpoint
ALTER TABLE "recorder_leases" ADD COLUMN "capture_error_since" timestamp with time zone;