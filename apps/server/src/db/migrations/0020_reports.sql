CREATE TABLE "aod_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"report_type" text NOT NULL,
	"trigger" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"report_config" jsonb NOT NULL,
	"export_options" jsonb NOT NULL,
	"export_conditions" jsonb NOT NULL,
	"last_fired_for" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aod_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_comment" text,
	"description" text,
	"report_id" uuid,
	"export_conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_by_id" uuid,
	"config" jsonb NOT NULL,
	"export_status" text,
	"export_progress" real DEFAULT 0 NOT NULL,
	"export_options" jsonb,
	"export_error" text,
	"export_airings" integer,
	"export_key" text,
	"export_public_url" text,
	"export_started_at" timestamp with time zone,
	"export_finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aod_rules" ADD CONSTRAINT "aod_rules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aod_runs" ADD CONSTRAINT "aod_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aod_runs" ADD CONSTRAINT "aod_runs_rule_id_aod_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."aod_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aod_runs" ADD CONSTRAINT "aod_runs_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aod_rules_client_created_idx" ON "aod_rules" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "aod_runs_rule_created_idx" ON "aod_runs" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE INDEX "aod_runs_client_created_idx" ON "aod_runs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_client_created_idx" ON "reports" USING btree ("client_id","created_at");