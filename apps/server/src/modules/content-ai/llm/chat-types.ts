/**
 * The chat engine content AI writes with (issue 35): one interface, implemented on the
 * OpenAI-compatible chat completions protocol (chat-engine.ts). Answers are structured by a zod
 * schema (sent as JSON schema), validated on return and retried once when invalid.
 */
import type { LLM_PURPOSES } from '@antena/contract';
import type { z } from 'zod';

export type LlmPurpose = (typeof LLM_PURPOSES)[number];

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest<T> {
  purpose: LlmPurpose;
  /** Whose use it is (the token-use list shows the client). */
  clientId: string | null;
  contentId: string | null;
  messages: ChatMessage[];
  schema: z.ZodType<T>;
  /** The JSON schema's name in `response_format`. */
  schemaName: string;
  /**
   * What is wrong with a schema-valid answer (a length the platform refuses…), or null: a problem
   * is treated like invalid JSON (told to the engine and retried once).
   */
  check?: (answer: T) => string | null;
}

export type ChatErrorCode =
  'NOT_CONFIGURED' | 'TRUNCATED' | 'REFUSED' | 'RATE_LIMITED' | 'UNAVAILABLE' | 'TIMEOUT' | 'INVALID_ANSWER';

/** A failed call, with a message a user can read (the content's step shows it). */
export class ChatEngineError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ChatEngineError';
  }
}

export interface ChatEngine {
  readonly model: string;
  /** The validated answer; throws ChatEngineError. Every call's token use is recorded. */
  complete<T>(request: ChatRequest<T>): Promise<T>;
}
