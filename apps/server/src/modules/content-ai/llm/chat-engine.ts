/**
 * The content-AI chat engine (issue 35, docs/content-ai.md "Chat engine") on any server speaking
 * OpenAI's chat completions protocol: a strict JSON-schema answer, validated with the zod schema
 * and the request's own check, told what was wrong and retried once; 429s waited out within a
 * budget, 5xx and network failures retried twice; one `llm_usage` row per HTTP call.
 */
import type { ContentAiEngineStatus } from '@antena/contract';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Context } from '../../../context';
import { llmUsage } from '../../../db/schema';
import { postCompletion, type CompletionAnswer, type CompletionCall, type Exchange } from './chat-http';
import { ChatEngineError, type ChatEngine, type ChatMessage, type ChatRequest } from './chat-types';
import { strictJsonSchema } from './strict-json-schema';

type EngineConfig = Pick<Config, 'LLM_API_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_SECONDS'>;
type EngineContext = { config: EngineConfig } & Pick<Context, 'db' | 'log'>;

/** Retry waits after a 5xx or a network error (two retries, then UNAVAILABLE). */
const BACKOFF_MS = [1000, 3000] as const;
/** The most time spent waiting out 429s in one call before giving up with RATE_LIMITED. */
const RATE_LIMIT_BUDGET_MS = 120_000;
const TEMPERATURE = 0.2;

export interface ChatEngineOptions {
  /**
   * Tests only: the call timeout in ms, below LLM_TIMEOUT_SECONDS' minimum of 5 s (the
   * environment's bounds stay as they are for operators).
   */
  timeoutMs?: number;
  /** Tests only: the waits between 5xx/network retries (default 1 s, 3 s). */
  backoffMs?: readonly number[];
}

const hostOf = (url: string) => new URL(url).host;

/** Configured or not, and plainly why not (never the key). */
export function chatEngineStatus(config: Pick<Config, 'LLM_API_URL' | 'LLM_MODEL'>): ContentAiEngineStatus {
  if (!config.LLM_API_URL) {
    return {
      configured: false,
      model: null,
      host: null,
      detail:
        'No chat engine is configured: set LLM_API_URL (and LLM_API_KEY, LLM_MODEL) to an OpenAI-compatible server such as OpenAI, Azure OpenAI, Ollama, llama.cpp server, vLLM or LocalAI, and restart Antena.',
    };
  }
  const host = hostOf(config.LLM_API_URL);
  return {
    configured: true,
    model: config.LLM_MODEL,
    host,
    detail: `Content AI writes with the model ${config.LLM_MODEL} at ${host}.`,
  };
}

/** Older Ollama and llama.cpp servers wrap the JSON in a Markdown fence even when a schema is asked for. */
export function stripFences(content: string): string {
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```$/.exec(content.trim());
  return fenced ? fenced[1]!.trim() : content.trim();
}

/** What is wrong with an answer's content, or its value. */
export function readAnswer<T>(
  content: string,
  schema: z.ZodType<T>,
  check?: (answer: T) => string | null,
): { value: T } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(stripFences(content));
  } catch (error) {
    return { problem: `it is not valid JSON (${(error as Error).message})` };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    return { problem: `it does not follow the JSON schema (${issues})` };
  }
  const problem = check?.(parsed.data) ?? null;
  return problem ? { problem } : { value: parsed.data };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class OpenAiCompatibleEngine implements ChatEngine {
  readonly model: string;
  private readonly url: string;
  private readonly host: string;

  constructor(
    private readonly ctx: EngineContext,
    private readonly options: ChatEngineOptions,
  ) {
    this.url = ctx.config.LLM_API_URL!;
    this.host = hostOf(this.url);
    this.model = ctx.config.LLM_MODEL;
  }

  async complete<T>(request: ChatRequest<T>): Promise<T> {
    const schema = strictJsonSchema(request.schema);
    const messages: ChatMessage[] = [...request.messages];
    let lastProblem = '';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const started = Date.now();
      const { answer, usage } = await this.send(request, messages, schema);
      const record = (error: string | null) =>
        this.record(request, usage, Date.now() - started, error ? 'ERROR' : 'OK', error);
      const stop = this.stopReason(answer);
      if (stop) {
        await record(stop.message);
        throw stop;
      }
      const content = answer.content ?? '';
      const read = readAnswer(content, request.schema, request.check);
      if ('value' in read) {
        await record(null);
        return read.value;
      }
      lastProblem = read.problem;
      await record(`Invalid answer: ${read.problem}`);
      messages.push(
        { role: 'assistant', content },
        {
          role: 'user',
          content: `Your answer could not be used: ${read.problem}. Answer again with only the JSON object "${request.schemaName}" that follows the JSON schema, fixing this.`,
        },
      );
    }
    throw new ChatEngineError('INVALID_ANSWER', `The engine's answer could not be used, twice: ${lastProblem}.`);
  }

  /** A finished answer that must not be read: cut off, refused or filtered. */
  private stopReason(answer: CompletionAnswer): ChatEngineError | null {
    if (answer.refusal) return new ChatEngineError('REFUSED', `The engine refused: ${answer.refusal}`);
    if (answer.finishReason === 'content_filter') {
      return new ChatEngineError(
        'REFUSED',
        "The engine's content filter stopped the answer (finish_reason content_filter).",
      );
    }
    if (answer.finishReason === 'length') {
      return new ChatEngineError(
        'TRUNCATED',
        "The engine's answer was cut off (finish_reason length): the transcript and instructions may be too long for the model, or its output limit too small.",
      );
    }
    return null;
  }

  /** One answer, through the HTTP retries; every failed HTTP call is recorded here, the answered one by the caller. */
  private async send<T>(
    request: ChatRequest<T>,
    messages: ChatMessage[],
    schema: unknown,
  ): Promise<Extract<Exchange, { ok: true }>> {
    const call: CompletionCall = {
      url: this.url,
      key: this.ctx.config.LLM_API_KEY,
      body: {
        model: this.model,
        messages,
        temperature: TEMPERATURE,
        response_format: { type: 'json_schema', json_schema: { name: request.schemaName, strict: true, schema } },
      },
      timeoutMs: this.options.timeoutMs ?? this.ctx.config.LLM_TIMEOUT_SECONDS * 1000,
    };
    const backoff = this.options.backoffMs ?? BACKOFF_MS;
    let backoffUsed = 0;
    let rateLimitWaited = 0;
    for (;;) {
      const started = Date.now();
      const exchange = await postCompletion(call);
      if (exchange.ok) return exchange;
      const { failure } = exchange;
      const message = this.redact(failure.message);
      await this.record(request, exchange.usage, Date.now() - started, 'ERROR', message);
      if (failure.retry === 'backoff' && backoffUsed < backoff.length) {
        await sleep(backoff[backoffUsed]!);
        backoffUsed += 1;
        continue;
      }
      if (failure.retry === 'after') {
        const wait = failure.retryAfterMs ?? 0;
        if (rateLimitWaited + wait <= RATE_LIMIT_BUDGET_MS) {
          await sleep(wait);
          rateLimitWaited += wait;
          continue;
        }
        const at = new Date(Date.now() + wait).toISOString();
        throw new ChatEngineError(
          'RATE_LIMITED',
          `The chat engine at ${this.host} is rate limited: try again after ${at} (in ${Math.ceil(wait / 1000)} s).`,
        );
      }
      const tries = backoffUsed + 1;
      throw new ChatEngineError(failure.code, tries > 1 ? `${message} (${tries} tries)` : message);
    }
  }

  /** A server's error may echo the key it was sent (OpenAI masks it; others may not). */
  private redact(text: string): string {
    const key = this.ctx.config.LLM_API_KEY;
    return key && key.length >= 4 ? text.split(key).join('***') : text;
  }

  private async record<T>(
    request: ChatRequest<T>,
    usage: { promptTokens: number; completionTokens: number },
    durationMs: number,
    outcome: 'OK' | 'ERROR',
    error: string | null,
  ): Promise<void> {
    this.ctx.log.info(
      { purpose: request.purpose, model: this.model, host: this.host, durationMs, outcome, ...usage },
      'chat engine call',
    );
    try {
      await this.ctx.db.insert(llmUsage).values({
        purpose: request.purpose,
        clientId: request.clientId,
        contentId: request.contentId,
        model: this.model,
        promptTokens: usage.promptTokens,
        completionTokens: usage.completionTokens,
        durationMs: Math.round(durationMs),
        outcome,
        error: error?.slice(0, 2000) ?? null,
      });
    } catch (err) {
      // Token use is bookkeeping: losing a row must not lose the answer.
      this.ctx.log.warn({ err }, 'could not record the chat engine call');
    }
  }
}

/** The configured engine, or null when LLM_API_URL is unset. */
export function chatEngine(ctx: EngineContext, options: ChatEngineOptions = {}): ChatEngine | null {
  if (!ctx.config.LLM_API_URL) return null;
  return new OpenAiCompatibleEngine(ctx, options);
}
