CREATE TABLE "audit_fingerprint_packs" (
	"station_id" uuid NOT NULL,
	"hour_ts" bigint NOT NULL,
	"segment_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_fingerprint_packs_station_id_hour_ts_pk" PRIMARY KEY("station_id","hour_ts")
);
--> statement-breakpoint
ALTER TABLE "audit_fingerprint_packs" ADD CONSTRAINT "audit_fingerprint_packs_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;