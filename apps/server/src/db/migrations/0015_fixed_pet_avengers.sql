CREATE TABLE "transcription_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"time" bigint NOT NULL,
	"length_ms" integer NOT NULL,
	"speaker" text,
	"tags" text[] DEFAULT '{speech}' NOT NULL,
	"words" jsonb NOT NULL,
	"original_words" jsonb,
	"text" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcription_segments" (
	"segment_id" uuid PRIMARY KEY NOT NULL,
	"station_id" uuid NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcription_rows" ADD CONSTRAINT "transcription_rows_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcription_rows" ADD CONSTRAINT "transcription_rows_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcription_segments" ADD CONSTRAINT "transcription_segments_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcription_segments" ADD CONSTRAINT "transcription_segments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcription_rows_station_time_idx" ON "transcription_rows" USING btree ("station_id","time");--> statement-breakpoint
CREATE INDEX "transcription_rows_segment_idx" ON "transcription_rows" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "transcription_rows_search_idx" ON "transcription_rows" USING gin ("search");--> statement-breakpoint
CREATE INDEX "transcription_segments_station_idx" ON "transcription_segments" USING btree ("station_id","status");