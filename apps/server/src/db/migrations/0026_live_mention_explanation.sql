CREATE TABLE "live_mention_term_days" (
	"station_id" uuid NOT NULL,
	"day" text NOT NULL,
	"documents" integer NOT NULL,
	"stems" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_mention_term_days_station_id_day_pk" PRIMARY KEY("station_id","day")
);
--> statement-breakpoint
ALTER TABLE "live_mentions" ADD COLUMN "explanation" jsonb;--> statement-breakpoint
ALTER TABLE "live_mention_term_days" ADD CONSTRAINT "live_mention_term_days_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;