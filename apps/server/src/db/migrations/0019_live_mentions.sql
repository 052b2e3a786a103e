CREATE TABLE "live_mention_detections" (
	"station_id" uuid NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"detected_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_mention_detections_station_id_day_pk" PRIMARY KEY("station_id","day")
);
--> statement-breakpoint
CREATE TABLE "live_mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"schedule_id" uuid,
	"day" text NOT NULL,
	"datetime" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"confidence" text NOT NULL,
	"type" text NOT NULL,
	"score" real,
	"time_start" bigint NOT NULL,
	"time_end" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_mention_detections" ADD CONSTRAINT "live_mention_detections_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_mentions" ADD CONSTRAINT "live_mentions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_mentions" ADD CONSTRAINT "live_mentions_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_mentions" ADD CONSTRAINT "live_mentions_schedule_id_audit_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."audit_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_mentions" ADD CONSTRAINT "live_mentions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_mentions_station_datetime_idx" ON "live_mentions" USING btree ("station_id","datetime");--> statement-breakpoint
CREATE INDEX "live_mentions_station_day_idx" ON "live_mentions" USING btree ("station_id","day");--> statement-breakpoint
CREATE INDEX "live_mentions_schedule_idx" ON "live_mentions" USING btree ("schedule_id");