/**
 * No query parameter reaches a log line or an error report: Drizzle's `DrizzleQueryError` puts
 * every bound value in its message ("params: …", a password hash on a failed user insert) and
 * in `params`, and PostgreSQL's `detail` repeats a conflicting key's value. Every logger's `err`
 * serializer and the error reporter pass errors through `redactQueryError` first.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';
import { REDACTED } from './log-redaction';

/** Drops the parameters, and PostgreSQL's echo of values, from a query error and its cause. */
export function redactQueryError(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) {
    const safe = new Error(`Failed query: ${error.query}`, { cause: redactQueryError(error.cause) });
    safe.name = 'DrizzleQueryError';
    // The stack's first line repeats the message, parameters included.
    safe.stack = `DrizzleQueryError: ${safe.message}\n${stackFrames(error.stack)}`;
    return safe;
  }
  if (error instanceof Error && typeof (error as { detail?: unknown }).detail === 'string') {
    const safe = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, {
      message: error.message,
      stack: error.stack,
      detail: REDACTED,
    });
    return safe;
  }
  return error;
}

function stackFrames(stack: string | undefined): string {
  const lines = (stack ?? '').split('\n');
  const first = lines.findIndex((line) => line.trimStart().startsWith('at '));
  return first === -1 ? '' : lines.slice(first).join('\n');
}

/** pino `serializers` for every logger: `err` as pino writes it, without query parameters. */
export const errorSerializers = {
  err: (error: Error) => stdSerializers.err(redactQueryError(error) as Error),
};
