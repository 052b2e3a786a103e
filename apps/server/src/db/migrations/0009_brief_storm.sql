CREATE TABLE "audit_segment_scans" (
	"segment_id" uuid PRIMARY KEY NOT NULL,
	"station_id" uuid NOT NULL,
	"index_signature" text NOT NULL,
	"error" text,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_segment_scans" ADD CONSTRAINT "audit_segment_scans_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_segment_scans" ADD CONSTRAINT "audit_segment_scans_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_segment_scans_station_idx" ON "audit_segment_scans" USING btree ("station_id");