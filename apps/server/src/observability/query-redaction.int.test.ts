/**
 * A failed insert never logs its parameters (issue 14.20): a duplicate user through the DB layer
 * fails with Drizzle's error, whose message carries every bound value, the password hash among
 * them; what the loggers and the error reporter get has none of them.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/helpers';
import { errorSerializers, redactQueryError } from './query-redaction';

const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$secrethashvalue';
const EMAIL = 'taken@antena.test';

describe('query errors in logs', () => {
  let ctx: TestContext;
  let failure: unknown;
  beforeAll(async () => {
    ctx = await createTestContext();
    await createUser(ctx.db, { email: EMAIL });
    failure = await createUser(ctx.db, { email: EMAIL, passwordHash: HASH }).catch((error: unknown) => error);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('logs the failed query without its parameters or the values PostgreSQL echoes', () => {
    // The raw error does carry them: what the serializer must take out.
    expect(String((failure as Error).message)).toContain(HASH);
    let written = '';
    const log = pino(
      { serializers: errorSerializers },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          written += chunk.toString();
          done();
        },
      }),
    );
    log.child({ requestId: 'r1' }).error({ err: failure }, 'request failed');
    expect(written).toContain('Failed query: insert into');
    expect(written).not.toContain(HASH);
    expect(written).not.toContain('secrethashvalue');
    expect(written).not.toContain(EMAIL);
  });

  it('reports it without its parameters', () => {
    const reported = redactQueryError(failure) as Error;
    const text = JSON.stringify({ message: reported.message, stack: reported.stack, cause: reported.cause });
    expect(text).not.toContain('secrethashvalue');
    expect(text).not.toContain(EMAIL);
  });
});
