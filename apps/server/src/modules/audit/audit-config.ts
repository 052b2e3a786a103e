/**
 * A client's audit configuration (spec 03 "Audit client config"): what it leaves out of the
 * audit, the tolerances its schedules inherit, and how evidence exports name their files. A
 * client that never saved one has the defaults below (docs/decisions.md "Audit configuration").
 */
import type { AuditConfig, PathFormat } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditClientConfigs } from '../../db/schema';

/** Minutes a schedule's airing may come before or after its time when its file row says nothing. */
export const DEFAULT_TOLERANCE_MINUTES = { before: 5, after: 5 } as const;

/** The evidence file names a new client may pick from (placeholders: docs/decisions.md). */
export const DEFAULT_PATH_FORMATS: PathFormat[] = [
  {
    id: 'station-date',
    label: 'Station / date / custom id',
    default: true,
    pattern: '{station}/{date}/{customId}_{time}',
  },
  {
    id: 'campaign',
    label: 'Advertiser / campaign / station',
    default: false,
    pattern: '{advertiser}/{campaign}/{station}/{date}_{time}_{customId}',
  },
  {
    id: 'custom',
    label: 'Custom text / station',
    default: false,
    pattern: '{customText}/{station}/{date}_{time}_{customId}',
  },
];

export function auditConfigOfRow(row: typeof auditClientConfigs.$inferSelect | undefined): AuditConfig {
  return {
    excludedCustomIds: row?.excludedCustomIds ?? [],
    tolerance: row ? { before: row.toleranceBefore, after: row.toleranceAfter } : { ...DEFAULT_TOLERANCE_MINUTES },
    evidenceExport: { pathFormats: row?.pathFormats ?? DEFAULT_PATH_FORMATS },
  };
}

export async function auditConfigOf(db: Db, clientId: string): Promise<AuditConfig> {
  const [row] = await db.select().from(auditClientConfigs).where(eq(auditClientConfigs.clientId, clientId));
  return auditConfigOfRow(row);
}
