/**
 * oidc-provider storage adapter over the `oidc_records` table: one row per (model, id) with the
 * payload as jsonb, plus the columns the provider looks records up by (grant, user code, session
 * uid) and the expiry. Expired rows are never returned; `purgeExpiredIdentityRecords` deletes them.
 */
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db';
import { oidcRecords } from '../db/schema';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export class DrizzleOidcAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    readonly model: string,
  ) {}

  private notExpired() {
    return or(isNull(oidcRecords.expiresAt), gt(oidcRecords.expiresAt, new Date()));
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcRecords.payload, consumedAt: oidcRecords.consumedAt })
      .from(oidcRecords)
      .where(and(eq(oidcRecords.model, this.model), condition, this.notExpired()))
      .limit(1);
    if (!row) return undefined;
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumedAt && { consumed: epochSeconds(row.consumedAt) }),
    };
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const values = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcRecords)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [oidcRecords.model, oidcRecords.id], set: values });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcRecords.id, id));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcRecords.userCode, userCode));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcRecords.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcRecords)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcRecords.model, this.model), eq(oidcRecords.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcRecords).where(and(eq(oidcRecords.model, this.model), eq(oidcRecords.id, id)));
  }

  /** Every token and code issued under the grant, whatever its model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcRecords).where(eq(oidcRecords.grantId, grantId));
  }
}

/** The factory the provider's `adapter` option takes. */
export function createOidcAdapter(db: Db): (model: string) => Adapter {
  return (model) => new DrizzleOidcAdapter(db, model);
}
