CREATE TABLE "station_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_feature_flags" (
	"client_id" uuid NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "client_feature_flags_client_id_flag_pk" PRIMARY KEY("client_id","flag")
);
--> statement-breakpoint
CREATE TABLE "group_permissions" (
	"group_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"allowed" boolean NOT NULL,
	CONSTRAINT "group_permissions_group_id_permission_pk" PRIMARY KEY("group_id","permission")
);
--> statement-breakpoint
CREATE TABLE "group_stations" (
	"group_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	CONSTRAINT "group_stations_group_id_station_id_pk" PRIMARY KEY("group_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"allowed" boolean NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "user_stations" (
	"user_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	CONSTRAINT "user_stations_user_id_station_id_pk" PRIMARY KEY("user_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"acting_as_id" uuid,
	"acting_as_email" text,
	"client_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "alerts_invite_link" text;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "station_group_id" uuid;--> statement-breakpoint
ALTER TABLE "station_groups" ADD CONSTRAINT "station_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_feature_flags" ADD CONSTRAINT "client_feature_flags_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_permissions" ADD CONSTRAINT "group_permissions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_stations" ADD CONSTRAINT "group_stations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_stations" ADD CONSTRAINT "group_stations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stations" ADD CONSTRAINT "user_stations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stations" ADD CONSTRAINT "user_stations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_acting_as_id_users_id_fk" FOREIGN KEY ("acting_as_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_groups_client_idx" ON "station_groups" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "group_stations_station_idx" ON "group_stations" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "user_stations_station_idx" ON "user_stations" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_client_idx" ON "admin_audit_log" USING btree ("client_id","at");--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_station_group_id_station_groups_id_fk" FOREIGN KEY ("station_group_id") REFERENCES "public"."station_groups"("id") ON DELETE set null ON UPDATE no action;