CREATE TABLE "audit_retro_scans" (
	"audio_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"segments_total" integer DEFAULT 0 NOT NULL,
	"segments_done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_retro_scans" ADD CONSTRAINT "audit_retro_scans_audio_id_audit_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audit_audios"("id") ON DELETE cascade ON UPDATE no action;