/**
 * The trigger pass (job `aod.triggers`, every 15 minutes): each active rule of a client with AOD
 * on fires once per trigger date that has come on its clock (trigger-dates.ts), as a run of its
 * trigger's type. `last_fired_for` is claimed before the run is made, so two passes at once (or
 * a pass run twice) never fire one date twice.
 */
import { stationDay } from '@antena/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from '../../context';
import { aodRules } from '../../db/schema';
import { featureFlags } from '../../access/feature-flags';
import { AOD_FLAG } from './aod-access';
import { campaignOf, ruleStations, ruleTimezone } from './aod-campaign';
import { createAodRun, dispatchAodRun } from './aod-run';
import type { AodRuleRow } from './aod-rules.service';
import { dueTriggerDate, triggerDates } from './trigger-dates';

/** The date the rule is due to fire for at `now`, if any. */
export async function ruleDueDate(ctx: Context, rule: AodRuleRow, now: Date): Promise<string | null> {
  const stations = await ruleStations(ctx.db, rule);
  const timezone = ruleTimezone(stations, rule.reportConfig);
  if (!timezone) return null;
  const campaign = await campaignOf(ctx.db, stations, rule.reportConfig);
  if (!campaign) return null;
  return dueTriggerDate(
    triggerDates(rule.trigger, campaign, timezone),
    stationDay(timezone, now.getTime()),
    rule.lastFiredFor,
    stationDay(timezone, rule.createdAt.getTime()),
  );
}

/** Fires the rules due at `now`; answers the ids of the runs it made. */
export async function fireAodTriggers(ctx: Context, now = new Date()): Promise<string[]> {
  const rules = await ctx.db.select().from(aodRules).where(eq(aodRules.active, true));
  const flags = featureFlags(ctx.db);
  const fired: string[] = [];
  for (const rule of rules) {
    try {
      if (!(await flags.isEnabled(rule.clientId, AOD_FLAG))) continue;
      const due = await ruleDueDate(ctx, rule, now);
      if (!due) continue;
      const [claimed] = await ctx.db
        .update(aodRules)
        .set({ lastFiredFor: due })
        .where(and(eq(aodRules.id, rule.id), or(isNull(aodRules.lastFiredFor), lt(aodRules.lastFiredFor, due))))
        .returning({ id: aodRules.id });
      if (!claimed) continue;
      const run = await createAodRun(ctx, rule, { type: rule.trigger, description: `Trigger ${rule.trigger} ${due}` });
      fired.push(run.id);
      await dispatchAodRun(ctx, run.id);
    } catch (error) {
      // A rule whose stations went away (or lost audit) must not stop the others.
      ctx.log.warn({ err: error, ruleId: rule.id }, 'AOD trigger failed');
    }
  }
  return fired;
}
