/** Why a content cannot take a step now (issue 35): the refusals shared by its generation calls. */
import { HttpError, conflict } from '../../http/errors';
import type { Context } from '../../context';
import type { ContentRow } from './content-access';
import { chatEngine, chatEngineStatus } from './llm/chat-engine';
import type { ChatEngine } from './llm/chat-types';

export const busy = (what: string) => conflict('ERR_CONTENT_BUSY', `${what} is still in progress on this content`);

/** The engine, or 503 saying plainly that none is configured (nothing is queued). */
export function requireEngine(ctx: Pick<Context, 'config' | 'db' | 'log'>): ChatEngine {
  const engine = chatEngine(ctx);
  if (!engine) throw new HttpError(503, 'ERR_CONTENT_AI_NOT_CONFIGURED', chatEngineStatus(ctx.config).detail);
  return engine;
}

/** The content's fragment, or 409 when it was deleted. */
export function requireFragment(row: ContentRow) {
  if (!row.fragment) throw conflict('ERR_CONTENT_ORIGIN_DELETED', 'The origin fragment was deleted');
  return row.fragment;
}

/** A job's failure as the user reads it on the step. */
export const failureMessage = (error: unknown, what: string) =>
  error instanceof Error && error.name === 'ChatEngineError'
    ? error.message
    : `${what} could not be written: ${error instanceof Error ? error.message : String(error)}`;
