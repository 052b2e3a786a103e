CREATE TABLE "fragment_transcription_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transcription_id" uuid NOT NULL,
	"time" integer NOT NULL,
	"length_ms" integer NOT NULL,
	"station_time" bigint NOT NULL,
	"speaker" text,
	"tags" text[] DEFAULT '{speech}' NOT NULL,
	"words" jsonb NOT NULL,
	"original_words" jsonb
);
--> statement-breakpoint
CREATE TABLE "fragment_transcriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fragment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"failed_reason" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fragment_transcriptions_fragment_id_unique" UNIQUE("fragment_id")
);
--> statement-breakpoint
ALTER TABLE "fragment_transcription_rows" ADD CONSTRAINT "fragment_transcription_rows_transcription_id_fragment_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."fragment_transcriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragment_transcriptions" ADD CONSTRAINT "fragment_transcriptions_fragment_id_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fragment_transcription_rows_transcription_idx" ON "fragment_transcription_rows" USING btree ("transcription_id","time");