/**
 * Content AI's configuration through the API (issue 35): a station's prompts (built-in until a
 * list is saved, then the list in its order), who may read and replace them, the engine's status
 * and the platform admin's token-use list.
 */
import type { LlmUsagePage, StationContentConfig } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { llmUsage, userStations } from '../../db/schema';
import { BUILT_IN_PROMPTS } from './built-in-prompts';
import { promptOf } from './prompts.service';

const ADMIN = 'admin@norte.test';
const USER = 'user@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const ROOT = 'root@antena.test';

describe('content-AI configuration through the API', () => {
  let t: TestApp;
  let clientId: string;
  let station: Awaited<ReturnType<typeof createStation>>;
  let english: Awaited<ReturnType<typeof createStation>>;

  const call = (method: 'GET' | 'PUT', url: string, email: string | null = ADMIN, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: email ? asUser(email) : {},
      ...(payload && { payload }),
    });

  beforeAll(async () => {
    // No LLM_API_URL: the engine is not configured.
    t = await buildTestApp();
    const client = await createClient(t.ctx.db, { name: 'Radio Norte SA' });
    clientId = client.id;
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    const user = await createUser(t.ctx.db, { email: USER, role: 'CLIENT_USER', clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    await createUser(t.ctx.db, { email: ROOT, role: 'SUPERADMIN', clientId: null });
    station = await createStation(t.ctx.db, clientId, { language: 'es' });
    english = await createStation(t.ctx.db, clientId, { language: 'en' });
    await t.ctx.db.insert(userStations).values({ userId: user.id, stationId: station.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the built-in prompts, in Spanish and English, until a list is saved', async () => {
    const response = await call('GET', `/content-ai/station-config/${station.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const config = response.json<StationContentConfig>();
    expect(config).toMatchObject({ stationId: station.id, builtIn: true, updatedAt: null });
    expect(config.prompts.map((p) => p.id)).toEqual([
      'NEWS_ARTICLE_ES',
      'PRESS_SUMMARY_ES',
      'SOCIAL_POST_ES',
      'NEWS_ARTICLE_EN',
      'PRESS_SUMMARY_EN',
      'SOCIAL_POST_EN',
    ]);
    for (const prompt of BUILT_IN_PROMPTS) expect(prompt.content).toMatch(/al aire|on air/);
    const inEnglish = (await call('GET', `/content-ai/station-config/${english.id}`)).json<StationContentConfig>();
    expect(inEnglish.prompts[0]!.id).toBe('NEWS_ARTICLE_EN');
    expect(await promptOf(t.ctx, station.id, 'PRESS_SUMMARY_EN')).toMatchObject({ name: 'Press summary' });
    expect(await promptOf(t.ctx, station.id, 'NOPE')).toBeNull();
  });

  it('replaces the list, keeping its order and making an empty id from the name', async () => {
    const prompts = [
      { id: 'SHORT', name: 'Short note', content: 'Write a short note quoting only words said on air.' },
      { id: '', name: 'Crónica política', content: 'Escribe una crónica política.' },
      { id: 'LONG', name: 'Long read', content: 'Write a long read.' },
    ];
    const saved = await call('PUT', `/content-ai/station-config/${station.id}`, ADMIN, { prompts });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<StationContentConfig>()).toMatchObject({ builtIn: false, updatedAt: expect.any(String) });

    const config = (await call('GET', `/content-ai/station-config/${station.id}`)).json<StationContentConfig>();
    expect(config.builtIn).toBe(false);
    expect(config.prompts.map((p) => p.id)).toEqual(['SHORT', 'CRONICA_POLITICA', 'LONG']);
    expect(config.prompts[1]).toEqual({
      id: 'CRONICA_POLITICA',
      name: 'Crónica política',
      content: prompts[1]!.content,
    });
    expect(await promptOf(t.ctx, station.id, 'LONG')).toMatchObject({ name: 'Long read' });
    expect(await promptOf(t.ctx, station.id, 'NEWS_ARTICLE_ES')).toBeNull();

    // Saved again (an upsert): the new list replaces the old one.
    const again = await call('PUT', `/content-ai/station-config/${station.id}`, ADMIN, { prompts: [prompts[2]] });
    expect(again.json<StationContentConfig>().prompts.map((p) => p.id)).toEqual(['LONG']);
  });

  it('refuses duplicate ids with the field path', async () => {
    const response = await call('PUT', `/content-ai/station-config/${station.id}`, ADMIN, {
      prompts: [
        { id: 'SAME', name: 'One', content: 'a' },
        { id: '', name: 'Same', content: 'b' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain('body.prompts.1.id');
  });

  it('keeps other clients, plain users and anonymous callers out', async () => {
    const body = { prompts: [{ id: 'X', name: 'X', content: 'x' }] };
    const read = await call('GET', `/content-ai/station-config/${station.id}`, OTHER_ADMIN);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Station not found');
    expect((await call('PUT', `/content-ai/station-config/${station.id}`, OTHER_ADMIN, body)).statusCode).toBe(404);
    // A plain user of the station reads its prompts but may not replace them; another station is not found.
    expect((await call('GET', `/content-ai/station-config/${station.id}`, USER)).statusCode).toBe(200);
    expect((await call('GET', `/content-ai/station-config/${english.id}`, USER)).statusCode).toBe(404);
    expect((await call('PUT', `/content-ai/station-config/${station.id}`, USER, body)).statusCode).toBe(403);
    expect((await call('GET', `/content-ai/station-config/${station.id}`, null)).statusCode).toBe(401);
    expect((await call('PUT', `/content-ai/station-config/${station.id}`, null, body)).statusCode).toBe(401);
    // A superadmin reaches every station.
    expect((await call('GET', `/content-ai/station-config/${station.id}`, ROOT)).statusCode).toBe(200);
  });

  it('says the engine is not configured without LLM_API_URL', async () => {
    const response = await call('GET', '/content-ai/engine', USER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ configured: false, model: null, host: null });
    expect(response.json().detail).toMatch(/^No chat engine is configured: set LLM_API_URL/);
    expect((await call('GET', '/content-ai/engine', null)).statusCode).toBe(401);
  });

  it('lists the token use to a superadmin only, newest first with the client', async () => {
    await t.ctx.db.insert(llmUsage).values([
      {
        clientId,
        purpose: 'ARTICLES',
        model: 'gpt-4o-mini',
        promptTokens: 1000,
        completionTokens: 300,
        durationMs: 2100,
        outcome: 'OK',
        createdAt: new Date('2025-03-01T10:00:00Z'),
      },
      {
        clientId: null,
        purpose: 'SOCIAL_VERSION',
        model: 'gpt-4o-mini',
        promptTokens: 200,
        completionTokens: 0,
        durationMs: 90,
        outcome: 'ERROR',
        error: 'The chat engine failed (HTTP 500)',
        createdAt: new Date('2025-03-02T10:00:00Z'),
      },
    ]);
    expect((await call('GET', '/platform/content-ai/usage', ADMIN)).statusCode).toBe(403);
    const response = await call('GET', '/platform/content-ai/usage?limit=1', ROOT);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<LlmUsagePage>();
    expect(page.engine.configured).toBe(false);
    expect(page.totals).toEqual({ calls: 2, promptTokens: 1200, completionTokens: 300 });
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 2, count: 1 });
    expect(page.data[0]).toMatchObject({ purpose: 'SOCIAL_VERSION', outcome: 'ERROR', clientName: null });
    const second = (await call('GET', '/platform/content-ai/usage?limit=1&page=2', ROOT)).json<LlmUsagePage>();
    expect(second.data[0]).toMatchObject({ purpose: 'ARTICLES', clientName: 'Radio Norte SA', promptTokens: 1000 });
  });
});
