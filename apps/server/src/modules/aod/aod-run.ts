/**
 * One AOD run (spec 03 "AOD run", issue 20 point 6): compute the rule's GIP report over its
 * campaign, save it as a report of the client, check minEfficiency, and export its evidence when
 * it passes. PENDING while it works; COMPLETED_WITH_EXPORT or COMPLETED_WITHOUT_EXPORT with the
 * reason in statusDetail, a code and its figures (issue 31 point 8: screens word it in their
 * language). Any failure ends the run (never a job retry that would save the report twice): the
 * error is its outcome.
 */
import {
  reportConfigSchema,
  stationDateTime,
  type AodExportConditions,
  type AodRunOutcome,
  type AodRunType,
} from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { HttpError } from '../../http/errors';
import { aodRules, aodRuns, reports } from '../../db/schema';
import { gipReport } from '../reports/gip/gip-report';
import { prepareReportExport, runReportExport } from '../reports/evidence/report-export';
import { campaignOf, reportRange, ruleStations, ruleTimezone } from './aod-campaign';
import type { AodRuleRow } from './aod-rules.service';
import { exportCheck } from './export-check';

export type AodRunRow = typeof aodRuns.$inferSelect;

export async function createAodRun(
  ctx: Context,
  rule: AodRuleRow,
  values: { type: AodRunType; description: string | null; exportConditions?: AodExportConditions },
): Promise<AodRunRow> {
  const [run] = await ctx.db
    .insert(aodRuns)
    .values({
      clientId: rule.clientId,
      ruleId: rule.id,
      type: values.type,
      status: 'PENDING',
      description: values.description,
      exportConditions: values.exportConditions ?? rule.exportConditions,
    })
    .returning();
  return run!;
}

/** The worker runs it; a process without a queue (tests, scripts) runs it before answering. */
export async function dispatchAodRun(ctx: Context, runId: string): Promise<void> {
  if (ctx.queue) await ctx.queue.send('aod.run', { runId });
  else await runAodRun(ctx, runId);
}

/** "2026-11-27 14:05" on the station's clock: the saved report's name tells runs apart. */
const runMoment = (at: Date, timeZone: string) => {
  const { date, time } = stationDateTime(timeZone, at.getTime());
  return `${date} ${time.slice(0, 5)}`;
};

export async function runAodRun(ctx: Context, runId: string): Promise<void> {
  const { db } = ctx;
  const [found] = await db
    .select({ run: aodRuns, rule: aodRules })
    .from(aodRuns)
    .innerJoin(aodRules, eq(aodRules.id, aodRuns.ruleId))
    .where(eq(aodRuns.id, runId));
  // Deleted with its rule, or already done (a job delivered twice).
  if (!found || found.run.status !== 'PENDING') return;
  const { run, rule } = found;
  const finish = (values: Partial<AodRunRow>) =>
    db
      .update(aodRuns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(aodRuns.id, run.id));
  try {
    const stations = await ruleStations(db, rule);
    const campaign = await campaignOf(db, stations, rule.reportConfig);
    if (!campaign) {
      await finish({ status: 'COMPLETED_WITHOUT_EXPORT', statusDetail: { code: 'NO_ORDER_SCHEDULES' } });
      return;
    }
    const timezone = ruleTimezone(stations, rule.reportConfig) ?? 'UTC';
    const config = reportConfigSchema.parse({
      ...rule.reportConfig,
      ...reportRange(campaign, rule.reportConfig, timezone),
    });
    const report = await gipReport(db, stations, config);
    const [saved] = await db
      .insert(reports)
      .values({
        clientId: rule.clientId,
        name: `${rule.name} · ${runMoment(run.createdAt, timezone)}`,
        type: 'AUDIT_GIP_STATUS',
        createdById: null,
        config,
      })
      .returning();
    await finish({ reportId: saved!.id });
    const { passes, ...figures } = exportCheck(report.summary.efficiency, run.exportConditions);
    if (!passes) {
      await finish({ status: 'COMPLETED_WITHOUT_EXPORT', statusDetail: { code: 'UNDER_MINIMUM', ...figures } });
      return;
    }
    await prepareReportExport(db, saved!, rule.exportOptions);
    await runReportExport(ctx, saved!.id);
    // It returns without throwing when another export of the report replaced it.
    const [exported] = await db.select({ status: reports.exportStatus }).from(reports).where(eq(reports.id, saved!.id));
    if (exported?.status !== 'COMPLETED') {
      await finish({ status: 'COMPLETED_WITHOUT_EXPORT', statusDetail: { code: 'EXPORT_UNFINISHED', ...figures } });
      return;
    }
    await finish({ status: 'COMPLETED_WITH_EXPORT', statusDetail: { code: 'EXPORTED', ...figures } });
  } catch (error) {
    ctx.log.warn({ err: error, runId }, 'AOD run failed');
    const message = error instanceof Error ? error.message : String(error);
    // The code, when there is one, lets the screen say it in the user's language.
    const errorCode = error instanceof HttpError ? error.code : null;
    const outcome: AodRunOutcome = { code: 'ERROR', errorCode, message };
    await finish({ status: 'COMPLETED_WITHOUT_EXPORT', statusDetail: outcome });
  }
}
