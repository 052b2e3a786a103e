CREATE TABLE "recorder_leases" (
	"station_id" uuid PRIMARY KEY NOT NULL,
	"recorder_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"start_ts" bigint NOT NULL,
	"end_ts" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"format" text NOT NULL,
	"codec" text NOT NULL,
	"bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"waveform_sample_rate" integer,
	"waveform_samples_per_pixel" integer,
	"waveform" "bytea",
	"thumbnails_key" text,
	"thumbnails_meta" jsonb,
	"derived_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_station_start_uq" UNIQUE("station_id","start_ts")
);
--> statement-breakpoint
CREATE TABLE "station_gaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"from_ts" bigint NOT NULL,
	"to_ts" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_gaps_station_from_uq" UNIQUE("station_id","from_ts")
);
--> statement-breakpoint
CREATE TABLE "station_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"is_online" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "recorder_leases" ADD CONSTRAINT "recorder_leases_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_gaps" ADD CONSTRAINT "station_gaps_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_status_events" ADD CONSTRAINT "station_status_events_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "segments_end_idx" ON "segments" USING btree ("end_ts");--> statement-breakpoint
CREATE INDEX "station_status_events_station_idx" ON "station_status_events" USING btree ("station_id","at");