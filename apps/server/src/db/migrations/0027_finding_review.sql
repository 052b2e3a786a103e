ALTER TABLE "stations" ADD COLUMN "match_review_threshold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "mention_review_threshold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_matches" ADD COLUMN "review" text DEFAULT 'AUTO' NOT NULL;