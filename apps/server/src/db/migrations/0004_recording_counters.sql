CREATE TABLE "station_storage" (
	"station_id" uuid PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "discontinuity_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "station_storage" ADD CONSTRAINT "station_storage_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
UPDATE "segments" SET "seq" = "numbered"."seq", "discontinuity_seq" = "numbered"."discontinuity_seq" FROM (
	SELECT "id",
		row_number() OVER "station_order" AS "seq",
		sum(CASE WHEN "previous_end" IS NOT NULL
			AND ("start_ts" - "previous_end" > 2000 OR "start_ts" / 86400000 <> "previous_start" / 86400000)
			THEN 1 ELSE 0 END) OVER "station_order" AS "discontinuity_seq"
	FROM (
		SELECT "id", "station_id", "start_ts",
			lag("end_ts") OVER (PARTITION BY "station_id" ORDER BY "start_ts") AS "previous_end",
			lag("start_ts") OVER (PARTITION BY "station_id" ORDER BY "start_ts") AS "previous_start"
		FROM "segments"
	) AS "adjacent"
	WINDOW "station_order" AS (PARTITION BY "station_id" ORDER BY "start_ts")
) AS "numbered" WHERE "segments"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "station_storage" ("station_id", "bytes")
	SELECT "station_id", sum("bytes" + "derived_bytes") FROM "segments" GROUP BY "station_id";--> statement-breakpoint
CREATE FUNCTION "segments_count_storage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "station_storage" ("station_id", "bytes") VALUES (NEW."station_id", NEW."bytes" + NEW."derived_bytes")
		ON CONFLICT ("station_id") DO UPDATE SET "bytes" = "station_storage"."bytes" + EXCLUDED."bytes";
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "station_storage" SET "bytes" = "bytes" - (OLD."bytes" + OLD."derived_bytes") WHERE "station_id" = OLD."station_id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "segments_count_storage" AFTER INSERT OR DELETE OR UPDATE OF "bytes", "derived_bytes" ON "segments"
	FOR EACH ROW EXECUTE FUNCTION "segments_count_storage"();
