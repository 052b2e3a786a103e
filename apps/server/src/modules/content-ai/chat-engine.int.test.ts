/**
 * The content-AI chat engine (issue 35) against the LLM stand-in: answers validated with the zod
 * schema, one retry told what was wrong, the protocol's failures turned into ChatEngineError
 * codes, and one token-use row per HTTP call.
 */
import { generatedArticlesSchema, generatedSocialVersionSchema } from '@antena/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/factories';
import { startLlmStandIn, transcriptOf, type LlmStandIn } from '../../../test/content-ai/llm-stand-in';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { llmUsage } from '../../db/schema';
import { chatEngine, chatEngineStatus, stripFences } from './llm/chat-engine';
import { ChatEngineError, type ChatEngine, type ChatRequest } from './llm/chat-types';

const TRANSCRIPT = [
  '[1] (00:00:00.0–00:00:04.5) SPEAKER_1: Buenos días, el ministro de Economía anunció hoy una rebaja del IVA.',
  '[2] (00:00:04.5–00:00:09.8) SPEAKER_2: La medida entrará en vigor el primero de marzo en todo el país.',
  '[3] (00:00:09.8–00:00:14.0) Los comercios celebraron la noticia con cautela.',
].join('\n');

describe('chat engine', () => {
  let ctx: TestContext;
  let standIn: LlmStandIn;
  let engine: ChatEngine;
  let clientId: string;

  const articles = (): ChatRequest<ReturnType<typeof generatedArticlesSchema.parse>> => ({
    purpose: 'ARTICLES',
    clientId,
    contentId: null,
    schema: generatedArticlesSchema,
    schemaName: 'articles',
    messages: [
      { role: 'system', content: 'Write two news articles. Quote only words said on air.' },
      { role: 'user', content: `Transcript:\n${TRANSCRIPT}` },
    ],
  });

  const failure = async (promise: Promise<unknown>): Promise<ChatEngineError> => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChatEngineError);
    return error as ChatEngineError;
  };

  const usageRows = () => ctx.db.select().from(llmUsage).orderBy(desc(llmUsage.createdAt));

  beforeAll(async () => {
    standIn = await startLlmStandIn();
    ctx = await createTestContext({ LLM_API_URL: standIn.url, LLM_API_KEY: 'sk-test-secret', LLM_MODEL: 'stand-in-1' });
    clientId = (await createClient(ctx.db)).id;
    engine = chatEngine(ctx, { timeoutMs: 500, backoffMs: [10, 20] })!;
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });
  beforeEach(async () => {
    standIn.setMode('ok');
    standIn.requests.length = 0;
    standIn.authorizations.length = 0;
    await ctx.db.delete(llmUsage);
  });

  it('is null without LLM_API_URL, and says so plainly', () => {
    expect(chatEngine({ ...ctx, config: { ...ctx.config, LLM_API_URL: undefined } })).toBeNull();
    const status = chatEngineStatus({ LLM_API_URL: undefined, LLM_MODEL: 'gpt-4o-mini' });
    expect(status).toMatchObject({ configured: false, model: null, host: null });
    expect(status.detail).toMatch(/^No chat engine is configured: set LLM_API_URL/);
    const configured = chatEngineStatus(ctx.config);
    expect(configured).toMatchObject({ configured: true, model: 'stand-in-1', host: new URL(standIn.url).host });
    expect(configured.detail).toContain('stand-in-1');
    expect(JSON.stringify(configured)).not.toContain('sk-test-secret');
  });

  it('answers validated articles quoting the transcript, with a strict JSON schema, and records the tokens', async () => {
    const answer = await engine.complete(articles());
    expect(generatedArticlesSchema.safeParse(answer).success).toBe(true);
    const quote = answer.article1.paragraphs[0]!.sentences[0]!;
    expect(quote).toMatchObject({ kind: 'QUOTE', segments: [1] });
    expect(quote.text).toContain('"Buenos días, el ministro de Economía anunció hoy"');

    expect(standIn.requests).toHaveLength(1);
    expect(standIn.authorizations[0]).toBe('Bearer sk-test-secret');
    const sent = standIn.requests[0]!;
    expect(sent).toMatchObject({ model: 'stand-in-1', temperature: 0.2 });
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'articles', strict: true },
    });
    const schema = sent.response_format!.json_schema!.schema as Record<string, unknown>;
    // Strict mode: every object closed and every property required, all the way down.
    const objects: Record<string, unknown>[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.type === 'object') objects.push(record);
      Object.values(record).forEach(walk);
    };
    walk(schema);
    expect(objects.length).toBeGreaterThanOrEqual(4);
    for (const object of objects) {
      expect(object.additionalProperties).toBe(false);
      expect(object.required).toEqual(Object.keys(object.properties as object));
    }
    expect(JSON.stringify(schema)).not.toMatch(/minLength|9007199254740991|\$schema/);

    const [row] = await usageRows();
    expect(row).toMatchObject({ purpose: 'ARTICLES', clientId, model: 'stand-in-1', outcome: 'OK', error: null });
    expect(row!.promptTokens).toBeGreaterThan(0);
    expect(row!.completionTokens).toBeGreaterThan(0);
  });

  it('reads an answer inside a ```json fence', async () => {
    expect(stripFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
    standIn.setMode('fenced');
    const answer = await engine.complete(articles());
    expect(answer.article2.title).toMatch(/^What was said/);
  });

  it('retries once an answer that is not JSON, telling the engine what was wrong', async () => {
    standIn.setMode('invalid-json-once');
    const answer = await engine.complete(articles());
    expect(answer.article1.title).toMatch(/^On air/);
    expect(standIn.requests).toHaveLength(2);
    const retry = standIn.requests[1]!.messages;
    expect(retry.at(-2)).toMatchObject({ role: 'assistant', content: expect.stringMatching(/^Here are the two/) });
    expect(retry.at(-1)!.role).toBe('user');
    expect(retry.at(-1)!.content).toContain('it is not valid JSON');
    const rows = await usageRows();
    expect(rows.map((row) => row.outcome).sort()).toEqual(['ERROR', 'OK']);
  });

  it('runs the request’s check and retries a schema-valid answer it refuses', async () => {
    standIn.setMode('too-long-once');
    const answer = await engine.complete({
      purpose: 'SOCIAL_VERSION',
      clientId,
      contentId: null,
      schema: generatedSocialVersionSchema,
      schemaName: 'social_version',
      messages: [
        {
          role: 'user',
          content:
            'Platform: a post on X\nMaximum body length: 120 characters\nMaximum title length: 0 characters\nMaximum hashtags: 2\nArticle title: Rebaja del IVA\nArticle:\n<p>El Gobierno anunció una rebaja del IVA. La medida entrará en vigor en marzo. Los comercios celebraron la noticia.</p>',
        },
      ],
      check: (version) =>
        version.body.length > 120 ? `the body has ${version.body.length} characters, more than 120` : null,
    });
    expect(answer.body.length).toBeLessThanOrEqual(120);
    expect(answer.title).toBe('');
    expect(answer.hashtags.length).toBeLessThanOrEqual(2);
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[1]!.messages.at(-1)!.content).toMatch(/more than 120/);
  });

  it('gives up with INVALID_ANSWER when the retry is not JSON either', async () => {
    standIn.setMode('invalid-json');
    const error = await failure(engine.complete(articles()));
    expect(error.code).toBe('INVALID_ANSWER');
    expect(error.message).toContain('not valid JSON');
    expect(standIn.requests).toHaveLength(2);
    expect((await usageRows()).every((row) => row.outcome === 'ERROR')).toBe(true);
  });

  it('says an answer was cut off, or refused', async () => {
    standIn.setMode('truncated');
    const truncated = await failure(engine.complete(articles()));
    expect(truncated.code).toBe('TRUNCATED');
    expect(truncated.message).toMatch(/^The engine's answer was cut off \(finish_reason length\)/);
    expect(standIn.requests).toHaveLength(1);

    standIn.setMode('refusal');
    const refused = await failure(engine.complete(articles()));
    expect(refused.code).toBe('REFUSED');
    expect(refused.message).toContain("I'm sorry, but I can't help with that request.");
  });

  it('waits out a 429 as Retry-After says, then succeeds', async () => {
    standIn.setMode('rate-limited');
    const answer = await engine.complete(articles());
    expect(answer.article1.paragraphs.length).toBeGreaterThan(0);
    expect(standIn.requests).toHaveLength(2);
    const rows = await usageRows();
    expect(rows.map((row) => row.outcome).sort()).toEqual(['ERROR', 'OK']);
    expect(rows.find((row) => row.outcome === 'ERROR')!.error).toContain('HTTP 429');
  });

  it('retries a 500 twice, then is UNAVAILABLE with the server’s message', async () => {
    standIn.setMode('server-error');
    const error = await failure(engine.complete(articles()));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('HTTP 500');
    expect(error.message).toContain('The stand-in engine failed');
    expect(standIn.requests).toHaveLength(3);
    expect(await usageRows()).toHaveLength(3);
  });

  it('retries a connection that dies, then is UNAVAILABLE', async () => {
    standIn.setMode('hang-then-die');
    const error = await failure(engine.complete(articles()));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('could not be reached');
    expect(standIn.requests).toHaveLength(3);
  });

  it('abandons a call that takes longer than the timeout', async () => {
    standIn.setMode('slow', { delayMs: 5000 });
    const error = await failure(engine.complete(articles()));
    expect(error.code).toBe('TIMEOUT');
    expect(standIn.requests).toHaveLength(1);
    const [row] = await usageRows();
    expect(row).toMatchObject({ outcome: 'ERROR', promptTokens: 0, completionTokens: 0 });
  });

  it('says the key was refused, without the key', async () => {
    const guarded = await startLlmStandIn({ key: 'sk-right' });
    try {
      const wrong = chatEngine(
        { ...ctx, config: { ...ctx.config, LLM_API_URL: guarded.url, LLM_API_KEY: 'sk-wrong-key' } },
        { backoffMs: [10, 20] },
      )!;
      const error = await failure(wrong.complete(articles()));
      expect(error.code).toBe('UNAVAILABLE');
      expect(error.message).toMatch(/refused the API key \(HTTP 401\)/);
      expect(error.message).not.toContain('sk-wrong-key');
      expect(guarded.requests).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });
});

describe('LLM stand-in', () => {
  it('reads the transcript lines, with or without a speaker', () => {
    expect(transcriptOf([{ role: 'user', content: TRANSCRIPT }])).toEqual([
      { index: 1, speaker: 'SPEAKER_1', text: expect.stringMatching(/^Buenos días/) },
      { index: 2, speaker: 'SPEAKER_2', text: expect.stringMatching(/^La medida/) },
      { index: 3, speaker: null, text: 'Los comercios celebraron la noticia con cautela.' },
    ]);
    expect(transcriptOf([{ role: 'user', content: '[7] (00:01:05.2–00:01:09.8) Juan Pérez: Hola: gracias.' }])).toEqual(
      [{ index: 7, speaker: 'Juan Pérez', text: 'Hola: gracias.' }],
    );
  });

  it('misquotes on demand: words never said, a quotation in OTHER, a FACT citing a missing segment', async () => {
    const standIn = await startLlmStandIn({ mode: 'misquote' });
    const ctx = await createTestContext({ LLM_API_URL: standIn.url });
    try {
      const answer = await chatEngine(ctx)!.complete({
        purpose: 'ARTICLES',
        clientId: null,
        contentId: null,
        schema: generatedArticlesSchema,
        schemaName: 'articles',
        messages: [{ role: 'user', content: TRANSCRIPT }],
      });
      const sentences = [answer.article1, answer.article2].flatMap((a) => a.paragraphs.flatMap((p) => p.sentences));
      expect(sentences.filter((s) => s.kind === 'QUOTE').every((s) => s.text.includes('purple elephants'))).toBe(true);
      expect(sentences.some((s) => s.kind === 'OTHER' && s.text.includes('"'))).toBe(true);
      expect(sentences.some((s) => s.kind === 'FACT' && s.segments.some((n) => n > 3))).toBe(true);
    } finally {
      await ctx.close();
      await standIn.close();
    }
  });
});
