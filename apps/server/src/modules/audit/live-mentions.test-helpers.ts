/** Rows the live mention tests start from: MENTION schedules and mentions written directly. */
import { dayStart, stationDay } from '@antena/contract';
import type { LiveMentionConfidence, LiveMentionType } from '@antena/contract';
import type { Db } from '../../db';
import { auditSchedules, liveMentions } from '../../db/schema';

interface StationOf {
  id: string;
  clientId: string;
  timezone: string;
}

export async function insertMentionSchedule(
  db: Db,
  station: StationOf,
  values: { day: string; customId: string; count?: number; title?: string | null; type?: 'MENTION' | 'SPOT' },
) {
  const [schedule] = await db
    .insert(auditSchedules)
    .values({
      clientId: station.clientId,
      stationId: station.id,
      type: values.type ?? 'MENTION',
      datetime: dayStart(station.timezone, values.day),
      day: values.day,
      customId: values.customId,
      title: values.title === undefined ? `${values.customId} promo` : values.title,
      dirtyText: `Read the ${values.customId} text`,
      count: values.count ?? 1,
    })
    .returning();
  return schedule!;
}

export async function insertLiveMention(
  db: Db,
  station: StationOf,
  values: {
    datetime: number;
    name?: string;
    confidence?: LiveMentionConfidence;
    type?: LiveMentionType;
    scheduleId?: string | null;
    createdAt?: Date;
  },
) {
  const type = values.type ?? 'zeroshot';
  const [mention] = await db
    .insert(liveMentions)
    .values({
      clientId: station.clientId,
      stationId: station.id,
      scheduleId: values.scheduleId ?? null,
      day: stationDay(station.timezone, values.datetime),
      datetime: values.datetime,
      name: values.name ?? 'Acme promo',
      description: 'acme the best in town',
      confidence: values.confidence ?? (type === 'manual' ? 'MANUAL' : 'AUTO'),
      type,
      score: type === 'manual' ? null : 0.8,
      timeStart: values.datetime,
      timeEnd: values.datetime + 20_000,
      content: type === 'manual' ? '' : 'Acme promo Read the Acme text',
      ...(values.createdAt && { createdAt: values.createdAt }),
    })
    .returning();
  return mention!;
}
