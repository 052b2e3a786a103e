CREATE TABLE "fragment_audiogram_variants" (
	"fragment_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failed_reason" text,
	"props" jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fragment_audiogram_variants_fragment_id_variant_pk" PRIMARY KEY("fragment_id","variant")
);
--> statement-breakpoint
CREATE TABLE "social_auth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"station_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"target" text NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"connected_by" uuid,
	"account" jsonb NOT NULL,
	"credentials" text NOT NULL,
	"expires_at" timestamp with time zone,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fragment_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"variant" text,
	"status" text DEFAULT 'UPLOADING' NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" uuid,
	"sent_bytes" bigint DEFAULT 0 NOT NULL,
	"total_bytes" bigint DEFAULT 0 NOT NULL,
	"session" jsonb,
	"video_url" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fragments" ADD COLUMN "platform_upload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fragment_audiogram_variants" ADD CONSTRAINT "fragment_audiogram_variants_fragment_id_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_auth_states" ADD CONSTRAINT "social_auth_states_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_auth_states" ADD CONSTRAINT "social_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_uploads" ADD CONSTRAINT "social_uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_uploads" ADD CONSTRAINT "social_uploads_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_uploads" ADD CONSTRAINT "social_uploads_fragment_id_fragments_id_fk" FOREIGN KEY ("fragment_id") REFERENCES "public"."fragments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_uploads" ADD CONSTRAINT "social_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_connections_station_platform_idx" ON "social_connections" USING btree ("station_id","platform");--> statement-breakpoint
CREATE INDEX "social_uploads_fragment_idx" ON "social_uploads" USING btree ("fragment_id","platform");--> statement-breakpoint
CREATE INDEX "social_uploads_client_platform_idx" ON "social_uploads" USING btree ("client_id","platform","created_at");