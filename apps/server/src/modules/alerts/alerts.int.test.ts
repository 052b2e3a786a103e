import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';

describe('GET /alerts/whatsapp-group', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.ctx;
    const linked = await createClient(db, { alertsInviteLink: 'https://chat.whatsapp.com/AcmeAlerts' });
    const unlinked = await createClient(db);
    await createUser(db, { clientId: linked.id, email: 'admin@linked.test', role: 'CLIENT_ADMIN' });
    await createUser(db, { clientId: linked.id, email: 'user@linked.test' });
    await createUser(db, { clientId: unlinked.id, email: 'admin@unlinked.test', role: 'CLIENT_ADMIN' });
    await createUser(db, { email: 'root@antena.test', role: 'SUPERADMIN' });
  });
  afterAll(async () => t.close());

  const whatsappGroup = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/alerts/whatsapp-group', headers });

  it("answers the invite link of the caller's client", async () => {
    const res = await whatsappGroup(asUser('admin@linked.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ groupInviteLink: 'https://chat.whatsapp.com/AcmeAlerts' });
  });

  it('answers null while the client has no link', async () => {
    const res = await whatsappGroup(asUser('admin@unlinked.test'));
    expect(res.json()).toEqual({ groupInviteLink: null });
  });

  it('answers the link of the client a superadmin acts for', async () => {
    const res = await whatsappGroup({ ...asUser('root@antena.test'), 'x-auth-as': 'admin@linked.test' });
    expect(res.json()).toEqual({ groupInviteLink: 'https://chat.whatsapp.com/AcmeAlerts' });
  });

  it('needs a token and the client-admin role', async () => {
    expect((await whatsappGroup({})).statusCode).toBe(401);
    expect((await whatsappGroup(asUser('user@linked.test'))).statusCode).toBe(403);
    expect((await whatsappGroup(asUser('root@antena.test'))).statusCode).toBe(403);
  });
});
