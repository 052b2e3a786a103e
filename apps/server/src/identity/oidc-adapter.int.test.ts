import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { oidcRecords, signInAttempts } from '../db/schema';
import { DrizzleOidcAdapter } from './oidc-adapter';
import { purgeExpiredIdentityRecords } from './purge';
import { accountDelayMs, countAttempt, refusedForMinutes, uncountAttempt } from './sign-in-limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('DrizzleOidcAdapter', () => {
  it('upserts, finds, consumes and destroys, keyed by model and id', async () => {
    const sessions = new DrizzleOidcAdapter(ctx.db, 'Session');
    const codes = new DrizzleOidcAdapter(ctx.db, 'AuthorizationCode');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'a' } as never, 60);
    await codes.upsert('s1', { grantId: 'g1', accountId: 'b' }, 60);

    expect(await sessions.find('s1')).toEqual({ uid: 'uid-1', accountId: 'a' });
    expect(await sessions.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'a' });
    expect(await codes.find('s1')).toEqual({ grantId: 'g1', accountId: 'b' });
    expect(await codes.findByUid('uid-1')).toBeUndefined();

    await sessions.upsert('s1', { uid: 'uid-2', accountId: 'a' } as never, 60);
    expect(await sessions.findByUid('uid-1')).toBeUndefined();
    expect(await sessions.findByUid('uid-2')).toMatchObject({ accountId: 'a' });

    const before = Math.floor(Date.now() / 1000);
    await codes.consume('s1');
    const consumed = await codes.find('s1');
    expect(consumed?.consumed).toBeGreaterThanOrEqual(before);

    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await codes.find('s1')).toBeDefined();
  });

  it('finds by user code, and keeps records without expiry', async () => {
    const devices = new DrizzleOidcAdapter(ctx.db, 'DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g2' });
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
    const [row] = await ctx.db.select().from(oidcRecords).where(eq(oidcRecords.id, 'd1'));
    expect(row!.expiresAt).toBeNull();
  });

  it('never returns expired records', async () => {
    const tokens = new DrizzleOidcAdapter(ctx.db, 'RefreshToken');
    await tokens.upsert('old', { grantId: 'g3', accountId: 'x' }, -1);
    await tokens.upsert('new', { grantId: 'g3', accountId: 'x' }, 3600);
    expect(await tokens.find('old')).toBeUndefined();
    expect(await tokens.find('new')).toBeDefined();
    const [row] = await ctx.db.select().from(oidcRecords).where(eq(oidcRecords.id, 'new'));
    expect(Math.abs(row!.expiresAt!.getTime() - (Date.now() + 3600_000))).toBeLessThan(10_000);
  });

  it('revokes every record of a grant, whatever its model', async () => {
    const access = new DrizzleOidcAdapter(ctx.db, 'AccessToken');
    const refresh = new DrizzleOidcAdapter(ctx.db, 'RefreshToken');
    await access.upsert('a4', { grantId: 'g4' }, 60);
    await refresh.upsert('r4', { grantId: 'g4' }, 60);
    await refresh.upsert('r5', { grantId: 'g5' }, 60);
    await access.revokeByGrantId('g4');
    expect(await access.find('a4')).toBeUndefined();
    expect(await refresh.find('r4')).toBeUndefined();
    expect(await refresh.find('r5')).toBeDefined();
  });
});

describe('purgeExpiredIdentityRecords', () => {
  it('deletes expired records and ended sign-in windows, and counts them', async () => {
    await ctx.db.delete(oidcRecords);
    await ctx.db.delete(signInAttempts);
    const now = new Date('2030-01-01T12:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    await ctx.db.insert(oidcRecords).values([
      { model: 'Session', id: 'gone-1', payload: {}, expiresAt: at(-1) },
      { model: 'Grant', id: 'gone-2', payload: {}, expiresAt: at(-60) },
      { model: 'Session', id: 'kept-1', payload: {}, expiresAt: at(5) },
      { model: 'Client', id: 'kept-2', payload: {}, expiresAt: null },
    ]);
    await ctx.db.insert(signInAttempts).values([
      { key: 'account:old@example.com', failures: 5, windowStartedAt: at(-16) },
      { key: 'ip:192.0.2.1', failures: 2, windowStartedAt: at(-10) },
    ]);
    expect(await purgeExpiredIdentityRecords(ctx.db, now, 15)).toBe(3);
    const ids = (await ctx.db.select().from(oidcRecords)).map((r) => r.id).sort();
    expect(ids).toEqual(['kept-1', 'kept-2']);
    const keys = (await ctx.db.select().from(signInAttempts)).map((r) => r.key);
    expect(keys).toEqual(['ip:192.0.2.1']);
    expect(await purgeExpiredIdentityRecords(ctx.db, now, 15)).toBe(0);
  });
});

describe('sign-in limits', () => {
  it('starts a new window once the last one has ended', async () => {
    const limits = { maxFailures: 2, windowMinutes: 10 };
    const key = 'ip:192.0.2.200';
    const t0 = new Date('2030-02-01T00:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const first = await countAttempt(ctx.db, key, limits, t0);
    expect(first).toEqual({ key, count: 1, windowStartedAt: t0 });
    expect(refusedForMinutes(first, limits, at(1))).toBeNull();
    expect(refusedForMinutes(await countAttempt(ctx.db, key, limits, at(2)), limits, at(2))).toBeNull();
    const third = await countAttempt(ctx.db, key, limits, at(2));
    expect(third.count).toBe(3);
    expect(refusedForMinutes(third, limits, at(2))).toBe(8);
    expect(refusedForMinutes(third, limits, at(9.5))).toBe(1);
    expect(refusedForMinutes(third, limits, at(10))).toBeNull();
    expect(await countAttempt(ctx.db, key, limits, at(11))).toEqual({ key, count: 1, windowStartedAt: at(11) });
    const [row] = await ctx.db.select().from(signInAttempts).where(eq(signInAttempts.key, key));
    expect(row).toMatchObject({ failures: 1, windowStartedAt: at(11) });
  });

  it('takes a successful attempt back only within the window it was counted in', async () => {
    const limits = { maxFailures: 5, windowMinutes: 10 };
    const key = 'ip:192.0.2.201';
    const t0 = new Date('2030-03-01T00:00:00Z');
    await countAttempt(ctx.db, key, limits, t0);
    const success = await countAttempt(ctx.db, key, limits, t0);
    await uncountAttempt(ctx.db, success);
    const read = async () => (await ctx.db.select().from(signInAttempts).where(eq(signInAttempts.key, key)))[0];
    expect((await read())?.failures).toBe(1);
    // A new window began meanwhile: the old attempt is not taken off it.
    const later = new Date(t0.getTime() + 11 * 60_000);
    await countAttempt(ctx.db, key, limits, later);
    await uncountAttempt(ctx.db, success);
    expect(await read()).toMatchObject({ failures: 1, windowStartedAt: later });
  });

  it('delays an account from the attempt after its first maxFailures, doubling up to a cap', () => {
    const limits = { maxFailures: 5, windowMinutes: 10 };
    const delay = (count: number) => accountDelayMs({ key: 'account:a', count, windowStartedAt: new Date() }, limits);
    expect([1, 5, 6, 7, 8, 9, 10, 40].map(delay)).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
