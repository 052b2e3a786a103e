CREATE TABLE "streamer_box_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"command" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streamer_box_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_version" text,
	"last_seen_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streamer_box_devices_token_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "streamer_box_commands" ADD CONSTRAINT "streamer_box_commands_device_id_streamer_box_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."streamer_box_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streamer_box_commands" ADD CONSTRAINT "streamer_box_commands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streamer_box_devices" ADD CONSTRAINT "streamer_box_devices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streamer_box_devices" ADD CONSTRAINT "streamer_box_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "streamer_box_commands_device_idx" ON "streamer_box_commands" USING btree ("device_id","status");--> statement-breakpoint
CREATE INDEX "streamer_box_devices_client_idx" ON "streamer_box_devices" USING btree ("client_id");