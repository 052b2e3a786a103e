CREATE TABLE "audit_retro_scan_parts" (
	"run_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"audio_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"segments_done" integer DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"error" text,
	CONSTRAINT "audit_retro_scan_parts_run_id_part_pk" PRIMARY KEY("run_id","part")
);
--> statement-breakpoint
ALTER TABLE "audit_retro_scans" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_retro_scans" ADD COLUMN "parts_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_retro_scan_parts" ADD CONSTRAINT "audit_retro_scan_parts_audio_id_audit_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audit_audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_retro_scan_parts_audio_idx" ON "audit_retro_scan_parts" USING btree ("audio_id");