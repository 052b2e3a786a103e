import type {
  AodRunOutcome,
  AodExportConditions,
  AodRunStatus,
  AodRunType,
  AodTrigger,
  ReportConfig,
  ReportExportOptions,
  ReportExportStatus,
  ReportType,
} from '@antena/contract';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id, timestamps } from './columns';
import { users } from './users';

type AodReportConfig = Omit<ReportConfig, 'from' | 'to'> & { from?: number; to?: number };

/**
 * spec 03 "Report (saved)" (issue 20 point 4): a GIP or alternative report's config, computed again
 * whenever it is read or downloaded. The `export_*` columns are its evidence export (point 5): the
 * ZIP is written under `export_key` only once complete, so a failed one leaves nothing behind.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<ReportType>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    config: jsonb('config').$type<ReportConfig>().notNull(),
    exportStatus: text('export_status').$type<ReportExportStatus>(),
    /** 0 to 100. */
    exportProgress: real('export_progress').notNull().default(0),
    exportOptions: jsonb('export_options').$type<ReportExportOptions>(),
    exportError: text('export_error'),
    exportAirings: integer('export_airings'),
    exportKey: text('export_key'),
    exportPublicUrl: text('export_public_url'),
    exportStartedAt: timestamp('export_started_at', { withTimezone: true, mode: 'date' }),
    exportFinishedAt: timestamp('export_finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [index('reports_client_created_idx').on(t.clientId, t.createdAt)],
);

/** spec 03 "AOD rule": a GIP report that runs itself on its trigger. */
export const aodRules = pgTable(
  'aod_rules',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reportType: text('report_type').$type<'AUDIT_GIP_STATUS'>().notNull(),
    trigger: text('trigger').$type<AodTrigger>().notNull(),
    active: boolean('active').notNull().default(true),
    reportConfig: jsonb('report_config').$type<AodReportConfig>().notNull(),
    exportOptions: jsonb('export_options').$type<ReportExportOptions>().notNull(),
    exportConditions: jsonb('export_conditions').$type<AodExportConditions>().notNull(),
    /** The last trigger date (YYYY-MM-DD, client clock) a run was fired for, so none fires twice. */
    lastFiredFor: text('last_fired_for'),
    ...timestamps(),
  },
  (t) => [index('aod_rules_client_created_idx').on(t.clientId, t.createdAt)],
);

/** spec 03 "AOD run". */
export const aodRuns = pgTable(
  'aod_runs',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => aodRules.id, { onDelete: 'cascade' }),
    type: text('type').$type<AodRunType>().notNull(),
    status: text('status').$type<AodRunStatus>().notNull().default('PENDING'),
    /** Why the run ended as it did: a code and its figures (issue 31 point 8), worded by each screen. */
    statusDetail: jsonb('status_detail').$type<AodRunOutcome>(),
    description: text('description'),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /** The conditions this run checks (a manual run may override the rule's). */
    exportConditions: jsonb('export_conditions').$type<AodExportConditions>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('aod_runs_rule_created_idx').on(t.ruleId, t.createdAt),
    index('aod_runs_client_created_idx').on(t.clientId, t.createdAt),
  ],
);
