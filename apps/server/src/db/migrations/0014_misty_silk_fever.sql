CREATE TABLE "fragment_deliveries" (
	"fragment_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"target_station_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fragment_delivery_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fragment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"target_uri" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fragments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"from_ts" bigint NOT NULL,
	"to_ts" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"chunks" jsonb NOT NULL,
	"gaps" jsonb NOT NULL,
	"do_external_export" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"media_status" text DEFAULT 'WAITING' NOT NULL,
	"media_error" text,
	"media_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_export_status" text DEFAULT 'NONE' NOT NULL,
	"external_export_target_station_id" uuid,
	"external_export_completed_at" timestamp with time zone,
	"external_export_filename" text,
	"external_export_error" text,
	"cfr_status" text,
	"cfr_percent" real DEFAULT 0 NOT NULL,
	"cfr_error" text,
	"cfr_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_external_targets" (
	"station_id" uuid PRIMARY KEY NOT NULL,
	"target" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fragment_deliveries" ADD CONSTRAINT "fragment_deliveries_fragment_id_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragment_deliveries" ADD CONSTRAINT "fragment_deliveries_target_station_id_stations_id_fk" FOREIGN KEY ("target_station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragment_delivery_assets" ADD CONSTRAINT "fragment_delivery_assets_fragment_id_fragment_deliveries_fragment_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."fragment_deliveries"("fragment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_external_export_target_station_id_stations_id_fk" FOREIGN KEY ("external_export_target_station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_external_targets" ADD CONSTRAINT "station_external_targets_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fragment_delivery_assets_fragment_idx" ON "fragment_delivery_assets" USING btree ("fragment_id");--> statement-breakpoint
CREATE INDEX "fragments_station_created_idx" ON "fragments" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "fragments_client_idx" ON "fragments" USING btree ("client_id");