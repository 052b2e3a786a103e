CREATE TABLE "transcription_search" (
	"row_id" uuid PRIMARY KEY NOT NULL,
	"station_id" uuid NOT NULL,
	"time" bigint NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
INSERT INTO "transcription_search" ("row_id", "station_id", "time", "search") SELECT "id", "station_id", "time", "search" FROM "transcription_rows";--> statement-breakpoint
DROP INDEX "transcription_rows_search_idx";--> statement-breakpoint
ALTER TABLE "transcription_search" ADD CONSTRAINT "transcription_search_row_id_transcription_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."transcription_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcription_search_station_time_idx" ON "transcription_search" USING btree ("station_id","time");--> statement-breakpoint
CREATE INDEX "transcription_search_search_idx" ON "transcription_search" USING gin ("search");--> statement-breakpoint
ALTER TABLE "transcription_rows" DROP COLUMN "search";
