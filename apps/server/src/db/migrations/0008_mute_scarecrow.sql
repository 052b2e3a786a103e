CREATE TABLE "audit_audios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"station_id" uuid,
	"station_group_id" uuid,
	"custom_id" text NOT NULL,
	"filename" text NOT NULL,
	"title" text,
	"duration_ms" integer NOT NULL,
	"md5" text NOT NULL,
	"bytes" bigint NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_audios_one_target" CHECK (("audit_audios"."station_id" is null) <> ("audit_audios"."station_group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "audit_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"audio_id" uuid NOT NULL,
	"datetime" bigint NOT NULL,
	"score" real NOT NULL,
	"played_duration_ms" integer NOT NULL,
	"ref_start_ms" integer DEFAULT 0 NOT NULL,
	"ref_end_ms" integer NOT NULL,
	"speed" real DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_audios" ADD CONSTRAINT "audit_audios_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_audios" ADD CONSTRAINT "audit_audios_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_audios" ADD CONSTRAINT "audit_audios_station_group_id_station_groups_id_fk" FOREIGN KEY ("station_group_id") REFERENCES "public"."station_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_matches" ADD CONSTRAINT "audit_matches_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_matches" ADD CONSTRAINT "audit_matches_audio_id_audit_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audit_audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_audios_station_custom_id" ON "audit_audios" USING btree ("station_id","custom_id") WHERE "audit_audios"."station_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_audios_group_custom_id" ON "audit_audios" USING btree ("station_group_id","custom_id") WHERE "audit_audios"."station_group_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_audios_client_created_idx" ON "audit_audios" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_audios_md5_idx" ON "audit_audios" USING btree ("client_id","md5");--> statement-breakpoint
CREATE INDEX "audit_matches_station_datetime_idx" ON "audit_matches" USING btree ("station_id","datetime");--> statement-breakpoint
CREATE INDEX "audit_matches_audio_idx" ON "audit_matches" USING btree ("audio_id");