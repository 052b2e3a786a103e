CREATE TABLE "audit_client_configs" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"excluded_custom_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"tolerance_before" integer NOT NULL,
	"tolerance_after" integer NOT NULL,
	"path_formats" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_schedule_confirmations" (
	"schedule_id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"day" text NOT NULL,
	"type" text NOT NULL,
	"diff_minutes" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"type" text NOT NULL,
	"datetime" bigint NOT NULL,
	"day" text NOT NULL,
	"custom_id" text NOT NULL,
	"advertiser" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"order" text,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tolerance_before" integer,
	"tolerance_after" integer,
	"title" text,
	"dirty_text" text,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_client_configs" ADD CONSTRAINT "audit_client_configs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_schedule_confirmations" ADD CONSTRAINT "audit_schedule_confirmations_schedule_id_audit_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."audit_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_schedule_confirmations" ADD CONSTRAINT "audit_schedule_confirmations_match_id_audit_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."audit_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_schedule_confirmations" ADD CONSTRAINT "audit_schedule_confirmations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_schedules" ADD CONSTRAINT "audit_schedules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_schedules" ADD CONSTRAINT "audit_schedules_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_schedule_confirmations_match" ON "audit_schedule_confirmations" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "audit_schedule_confirmations_station_day_idx" ON "audit_schedule_confirmations" USING btree ("station_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_schedules_station_type_datetime_custom_id" ON "audit_schedules" USING btree ("station_id","type","datetime","custom_id");--> statement-breakpoint
CREATE INDEX "audit_schedules_station_datetime_idx" ON "audit_schedules" USING btree ("station_id","datetime");--> statement-breakpoint
CREATE INDEX "audit_schedules_station_day_idx" ON "audit_schedules" USING btree ("station_id","day");--> statement-breakpoint
CREATE INDEX "audit_schedules_client_custom_id_idx" ON "audit_schedules" USING btree ("client_id","custom_id");