/**
 * Issue 35 end to end through the API, against the chat engine's stand-in and Dailymotion's: a
 * user makes a content from a fragment, gets two articles whose quotations are checked against
 * the air (a misquoting engine's are marked), saves an edited article (sanitised), adapts it to X
 * and Dailymotion within their rules, and publishes it with the platform's link. Faults of the
 * engine end as one clear error; another client, a client without the flag and a superadmin
 * outside any client are refused; a deleted fragment leaves a readable content.
 */
import type { Content, ContentsPage } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { startLlmStandIn, type LlmStandIn } from '../../../test/content-ai/llm-stand-in';
import { startDailymotionStandIn, type DailymotionStandIn } from '../../../test/social/dailymotion-stand-in';
import { clientFeatureFlags, fragments, fragmentTranscriptionRows, fragmentTranscriptions } from '../../db/schema';
import { insertFragment } from '../fragments/fragment-export.test-helpers';

const ADMIN = 'admin@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const NO_FLAG_ADMIN = 'admin@oeste.test';
const ROOT = 'root@antena.test';

const SAID = [
  ['SPEAKER_1', 'Buenos días, hoy conversamos con la ministra de Economía sobre los precios.'],
  ['SPEAKER_2', 'Vamos a bajar el IVA de los alimentos básicos a partir del primero de marzo.'],
  ['SPEAKER_2', 'La medida alcanza a todas las provincias y no vamos a subir las tarifas de luz.'],
  ['SPEAKER_1', 'Gracias, ministra. Ahora pasamos al tránsito en la autopista del sur.'],
] as const;

/** The fragment's transcription, finished: one entry per line of SAID, 6 s apart. */
async function insertTranscript(t: TestApp, fragment: { id: string; fromTs: number }) {
  const [transcription] = await t.ctx.db
    .insert(fragmentTranscriptions)
    .values({ fragmentId: fragment.id, status: 'COMPLETED', progress: 100 })
    .returning();
  await t.ctx.db.insert(fragmentTranscriptionRows).values(
    SAID.map(([speaker, text], i) => ({
      transcriptionId: transcription!.id,
      time: i * 6000,
      lengthMs: 5800,
      stationTime: fragment.fromTs + i * 6000,
      speaker,
      words: text
        .split(' ')
        .map((word, w) => ({ word, confidence: 0.9, start: i * 6000 + w * 400, end: i * 6000 + w * 400 + 350 })),
    })),
  );
}

describe('content AI through the API', () => {
  let t: TestApp;
  let llm: LlmStandIn;
  let dailymotion: DailymotionStandIn;
  let tv: Awaited<ReturnType<typeof createStation>>;
  let fragmentId: string;
  let contentId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, email: string | null = ADMIN, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: email ? asUser(email) : {}, ...(payload && { payload }) });

  async function settled(done: (content: Content) => boolean): Promise<Content> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const content = (await call('GET', `/contents/${contentId}`)).json<Content>();
      if (done(content)) return content;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The content never settled');
  }
  const articlesSettled = () => settled((c) => c.aiArticles.status !== 'IN_PROGRESS');
  const version = (content: Content, platform: string) =>
    content.socialVersions.versions.find((v) => v.platform === platform)!;

  beforeAll(async () => {
    llm = await startLlmStandIn();
    dailymotion = await startDailymotionStandIn();
    t = await buildTestApp({ LLM_API_URL: llm.url, LLM_MODEL: 'stand-in', DAILYMOTION_API_URL: dailymotion.url });
    const client = await createClient(t.ctx.db);
    const other = await createClient(t.ctx.db);
    const noFlag = await createClient(t.ctx.db);
    for (const id of [client.id, other.id])
      await t.ctx.db
        .insert(clientFeatureFlags)
        .values({ clientId: id, flag: 'app__content_ai_enabled', enabled: true });
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    await createUser(t.ctx.db, { email: NO_FLAG_ADMIN, role: 'CLIENT_ADMIN', clientId: noFlag.id });
    await createUser(t.ctx.db, { email: ROOT, role: 'SUPERADMIN' });
    tv = await createStation(t.ctx.db, client.id, { format: 'mpegts', slug: 'tv-norte', name: 'TV Norte' });
    const fragment = await insertFragment(t.ctx, tv, { durationMs: 24_000 });
    fragmentId = fragment.id;
    await insertTranscript(t, fragment);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
    await dailymotion.close();
  });

  it('creates one content per fragment, found by its key, with the transcript as its media analysis', async () => {
    const body = { sourceType: 'FRAGMENT', sourceData: { fragmentId }, key: `FRAGMENT:${fragmentId}` };
    const wrongKey = await call('POST', '/contents', ADMIN, { ...body, key: 'FRAGMENT:other' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().details[0].path).toBe('body.key');
    const created = await call('POST', '/contents', ADMIN, body);
    expect(created.statusCode, created.body).toBe(201);
    contentId = created.json().id;
    expect((await call('POST', '/contents', ADMIN, body)).json().code).toBe('ERR_CONTENT_EXISTS');

    const content = (await call('GET', `/contents/key/FRAGMENT:${fragmentId}`)).json<Content>();
    expect(content).toMatchObject({
      id: contentId,
      createdBy: ADMIN,
      source: { data: { fragment: { id: fragmentId, station: { slug: 'tv-norte', isVideo: true } } } },
      pntApiResult: { status: 'COMPLETED' },
      aiArticles: { status: 'NONE', data: null },
    });
    expect(content.pntApiResult.data!.segments[1]).toMatchObject({ index: 2, start: 6, speaker: 'SPEAKER_2' });
    expect((await call('GET', `/contents/key/FRAGMENT:${tv.id}`)).statusCode).toBe(404);
    const page = (await call('GET', '/contents?page=1&limit=5')).json<ContentsPage>();
    expect(page).toMatchObject({ total: 1, page: 1, pageCount: 1, count: 1 });
  });

  it('writes two articles whose quotations are the air’s own words, each tied to its moment', async () => {
    const noPrompt = await call('PUT', `/contents/${contentId}/generate-ai-articles`, ADMIN, { promptId: 'NOPE' });
    expect(noPrompt.json().details).toEqual([{ path: 'body.promptId', message: 'No such prompt on this station' }]);
    const started = await call('PUT', `/contents/${contentId}/generate-ai-articles`, ADMIN, {
      promptId: 'NEWS_ARTICLE_ES',
      instructions: 'Tono neutro',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<Content>().aiArticles.status).toBe('IN_PROGRESS');

    const content = await articlesSettled();
    expect(content.aiArticles).toMatchObject({
      status: 'COMPLETED',
      promptId: 'NEWS_ARTICLE_ES',
      error: null,
      instructions: 'Tono neutro',
    });
    const sent = JSON.stringify(llm.requests.at(-1));
    expect(sent).toContain('[2] (00:00:06.0');
    expect(sent).toContain('Additional instructions: Tono neutro');
    for (const article of [content.aiArticles.data!.article1, content.aiArticles.data!.article2]) {
      const quotes = article.claims.filter((claim) => claim.kind === 'QUOTE');
      expect(quotes.length).toBeGreaterThan(0);
      for (const claim of article.claims) expect(claim).toMatchObject({ verified: true, problem: null });
      expect(quotes[0]!.start).toBeGreaterThanOrEqual(0);
      expect(article.body).toMatch(/^<p>/);
    }
  });

  it('marks every quotation and claim a misquoting engine makes up', async () => {
    llm.setMode('misquote');
    await call('PUT', `/contents/${contentId}/generate-ai-articles`, ADMIN, { promptId: 'NEWS_ARTICLE_ES' });
    const content = await articlesSettled();
    llm.setMode('ok');
    const { article1, article2 } = content.aiArticles.data!;
    const problems = [...article1.claims, ...article2.claims].filter((c) => !c.verified).map((c) => c.problem);
    expect(problems).toEqual(expect.arrayContaining(['QUOTE_NOT_ON_AIR', 'NO_CITED_MOMENT']));
  });

  it('ends an engine failure, or one that dies mid-answer, as one clear error, keeping the last finished articles', async () => {
    for (const [mode, words] of [
      ['server-error', /500/],
      ['hang-then-die', /could not be reached/],
    ] as const) {
      llm.setMode(mode);
      await call('PUT', `/contents/${contentId}/generate-ai-articles`, ADMIN, { promptId: 'NEWS_ARTICLE_ES' });
      const content = await articlesSettled();
      llm.setMode('ok');
      expect(content.aiArticles.status).toBe('ERROR');
      expect(content.aiArticles.error).toMatch(words);
      // Nothing half-written: the last finished articles, complete, and no new text.
      expect(content.aiArticles.data!.article1.claims.length).toBeGreaterThan(0);
    }
  });

  it('saves the edited article sanitised, then adapts it to X within 280 characters', async () => {
    const saved = await call('PUT', `/contents/${contentId}/user-article`, ADMIN, {
      title: 'Baja el IVA',
      body: '<p style="text-align:center"><strong>La ministra</strong> anunció la baja.<script>alert(1)</script></p>',
    });
    expect(saved.json<Content>().userArticle.data).toEqual({
      title: 'Baja el IVA',
      body: '<p style="text-align:center"><strong>La ministra</strong> anunció la baja.</p>',
    });
    const generating = await call('PUT', `/contents/${contentId}/social-version/twitter/generate`, ADMIN, {});
    expect(['IN_PROGRESS', 'COMPLETED']).toContain(version(generating.json<Content>(), 'TWITTER').generation.status);
    const content = await settled((c) => version(c, 'TWITTER').generation.status !== 'IN_PROGRESS');
    const x = version(content, 'TWITTER');
    expect(x.generation.status, x.generation.error ?? '').toBe('COMPLETED');
    expect(x.generation.data!.title).toBe('');
    expect(x.generation.data!.body.length).toBeLessThanOrEqual(280);
    expect(JSON.stringify(llm.requests.at(-1))).toContain('Maximum body length: 280 characters');

    const tooLong = await call('PUT', `/contents/${contentId}/social-version/twitter/update`, ADMIN, {
      body: 'x'.repeat(281),
    });
    expect(tooLong.json().details).toEqual([{ path: 'body.body', message: 'At most 280 characters' }]);
  });

  it('publishes the Dailymotion version through the station’s connection and shows the link', async () => {
    await call('PUT', `/contents/${contentId}/social-version/dailymotion/update`, ADMIN, {
      title: 'Baja el IVA de los alimentos',
      body: 'La ministra de Economía anunció la baja del IVA.',
    });
    const unconnected = await call('POST', `/contents/${contentId}/social-version/dailymotion/publish`);
    expect(unconnected.json().code).toBe('ERR_SOCIAL_NOT_CONNECTED');
    const key = { key: 'key-antena', secret: 'secret-antena', channelId: 'x2abcde' };
    expect((await call('POST', `/auth/dailymotion/api-key/${tv.id}`, ADMIN, key)).statusCode).toBe(200);
    const publishing = await call('POST', `/contents/${contentId}/social-version/dailymotion/publish`);
    expect(publishing.statusCode, publishing.body).toBe(200);
    expect(version(publishing.json<Content>(), 'DAILYMOTION').publish.status).toBe('IN_PROGRESS');
    const content = await settled((c) => version(c, 'DAILYMOTION').publish.status !== 'IN_PROGRESS');
    const published = version(content, 'DAILYMOTION').publish;
    expect(published.status, published.error ?? '').toBe('COMPLETED');
    expect(published.data!.videoUrl).toMatch(/^https:\/\/www\.dailymotion\.com\/video\//);
  });

  it('keeps contents to their client, behind the flag, and for client users', async () => {
    expect((await call('GET', `/contents/${contentId}`, OTHER_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', '/contents', OTHER_ADMIN)).json<ContentsPage>().total).toBe(0);
    expect(
      (await call('PUT', `/contents/${contentId}/user-article`, OTHER_ADMIN, { title: 'x', body: '' })).statusCode,
    ).toBe(404);
    const noFlag = await call('GET', '/contents', NO_FLAG_ADMIN);
    expect([noFlag.statusCode, noFlag.json().code]).toEqual([403, 'ERR_FEATURE_NOT_ENABLED']);
    const root = await call('GET', `/contents/${contentId}`, ROOT);
    expect([root.statusCode, root.json().code]).toEqual([403, 'ERR_CLIENT_USER_REQUIRED']);
    expect((await call('GET', `/contents/${contentId}`, null)).statusCode).toBe(401);
  });

  it('keeps a content readable after its fragment is deleted, and says why it cannot go on', async () => {
    await t.ctx.db.delete(fragments).where(eq(fragments.id, fragmentId));
    const content = (await call('GET', `/contents/${contentId}`)).json<Content>();
    expect(content.source.data).toMatchObject({
      fragmentId: null,
      fragment: null,
      fragmentTitle: 'Entrevista al ministro',
    });
    expect(content.pntApiResult.status).toBe('COMPLETED');
    expect(content.aiArticles.data).not.toBeNull();
    const refused = await call('PUT', `/contents/${contentId}/generate-ai-articles`, ADMIN, {
      promptId: 'NEWS_ARTICLE_ES',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ERR_CONTENT_ORIGIN_DELETED']);
  });
});

describe('content AI without a chat engine', () => {
  it('says so and queues nothing', async () => {
    const t = await buildTestApp();
    try {
      const client = await createClient(t.ctx.db);
      await t.ctx.db
        .insert(clientFeatureFlags)
        .values({ clientId: client.id, flag: 'app__content_ai_enabled', enabled: true });
      await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
      const station = await createStation(t.ctx.db, client.id, { format: 'mp3' });
      const fragment = await insertFragment(t.ctx, station);
      await insertTranscript(t, fragment);
      const headers = asUser(ADMIN);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/contents',
        headers,
        payload: { sourceType: 'FRAGMENT', sourceData: { fragmentId: fragment.id }, key: `FRAGMENT:${fragment.id}` },
      });
      const id = created.json().id;
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/contents/${id}/generate-ai-articles`,
        headers,
        payload: { promptId: 'NEWS_ARTICLE_ES' },
      });
      expect([refused.statusCode, refused.json().code]).toEqual([503, 'ERR_CONTENT_AI_NOT_CONFIGURED']);
      expect(refused.json().message).toMatch(/LLM_API_URL/);
      const content = (await t.app.inject({ url: `/api/contents/${id}`, headers })).json<Content>();
      expect(content.aiArticles.status).toBe('NONE');
    } finally {
      await t.close();
    }
  });
});
