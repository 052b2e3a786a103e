/**
 * Feature flags through OpenFeature (ARCHITECTURE.md section 4) with a built-in provider that
 * reads the flags stored per client. The evaluation context's targeting key is the client id.
 */
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@antena/contract';
import {
  OpenFeature,
  type Client,
  type EvaluationContext,
  type Provider,
  type ResolutionDetails,
  StandardResolutionReasons,
} from '@openfeature/server-sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { clientFeatureFlags } from '../db/schema';

const isFeatureFlag = (key: string): key is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(key);

export class ClientFlagsProvider implements Provider {
  readonly metadata = { name: 'antena-client-flags' } as const;
  readonly runsOn = 'server';

  constructor(private readonly db: Db) {}

  async resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<boolean>> {
    const clientId = context.targetingKey;
    if (!clientId || !isFeatureFlag(flagKey)) return { value: defaultValue, reason: StandardResolutionReasons.DEFAULT };
    const [row] = await this.db
      .select({ enabled: clientFeatureFlags.enabled })
      .from(clientFeatureFlags)
      .where(and(eq(clientFeatureFlags.clientId, clientId), eq(clientFeatureFlags.flag, flagKey)));
    return row
      ? { value: row.enabled, reason: StandardResolutionReasons.TARGETING_MATCH }
      : { value: defaultValue, reason: StandardResolutionReasons.DEFAULT };
  }

  resolveStringEvaluation(_key: string, defaultValue: string): Promise<ResolutionDetails<string>> {
    return Promise.resolve({ value: defaultValue, reason: StandardResolutionReasons.DEFAULT });
  }

  resolveNumberEvaluation(_key: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return Promise.resolve({ value: defaultValue, reason: StandardResolutionReasons.DEFAULT });
  }

  resolveObjectEvaluation<T>(_key: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return Promise.resolve({ value: defaultValue, reason: StandardResolutionReasons.DEFAULT });
  }
}

export interface FeatureFlagService {
  isEnabled(clientId: string | null, flag: FeatureFlag): Promise<boolean>;
  all(clientId: string | null): Promise<FeatureFlags>;
  /** Stores flags; pass a transaction to commit them with something else (an audit entry). */
  set(clientId: string, flags: Partial<FeatureFlags>, tx?: Pick<Db, 'insert'>): Promise<void>;
}

// One OpenFeature domain per database, so test apps with their own databases never mix.
const services = new WeakMap<Db, FeatureFlagService>();
let domains = 0;

export function featureFlags(db: Db): FeatureFlagService {
  const existing = services.get(db);
  if (existing) return existing;
  const domain = `antena-${(domains += 1)}`;
  OpenFeature.setProvider(domain, new ClientFlagsProvider(db));
  const client: Client = OpenFeature.getClient(domain);
  const service: FeatureFlagService = {
    async isEnabled(clientId, flag) {
      if (!clientId) return false;
      return client.getBooleanValue(flag, false, { targetingKey: clientId });
    },
    async all(clientId) {
      const values = await Promise.all(FEATURE_FLAGS.map((flag) => service.isEnabled(clientId, flag)));
      return Object.fromEntries(FEATURE_FLAGS.map((flag, i) => [flag, values[i]!])) as FeatureFlags;
    },
    async set(clientId, flags, tx = db) {
      for (const [flag, enabled] of Object.entries(flags)) {
        if (!isFeatureFlag(flag) || enabled === undefined) continue;
        await tx
          .insert(clientFeatureFlags)
          .values({ clientId, flag, enabled })
          .onConflictDoUpdate({ target: [clientFeatureFlags.clientId, clientFeatureFlags.flag], set: { enabled } });
      }
    },
  };
  services.set(db, service);
  return service;
}
