CREATE TABLE "station_speakers" (
	"station_id" uuid NOT NULL,
	"label" integer NOT NULL,
	"centroid" real[] NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_speakers_station_id_label_pk" PRIMARY KEY("station_id","label")
);
--> statement-breakpoint
ALTER TABLE "station_speakers" ADD CONSTRAINT "station_speakers_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;