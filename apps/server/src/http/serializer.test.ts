import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schedulesPageSchema } from '@antena/contract';
import { serializerCompiler, worksBackward } from './serializer';

const serialize = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x' });

describe('answer serializer', () => {
  it('tells schemas that read differently backward, wherever the difference hides', () => {
    expect(worksBackward(z.object({ id: z.uuid(), tags: z.array(z.string()).nullable() }))).toBe(false);
    expect(worksBackward(schedulesPageSchema)).toBe(false);
    expect(worksBackward(z.object({ at: z.string().transform((s) => s.length) }))).toBe(true);
    expect(worksBackward(z.object({ list: z.array(z.object({ n: z.number().default(1) })) }))).toBe(true);
    expect(worksBackward(z.union([z.string(), z.object({ x: z.number().catch(0) })]))).toBe(true);
    expect(worksBackward(z.record(z.string(), z.string().pipe(z.email())))).toBe(true);
    type Tree = { children: Tree[]; at?: number };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ children: z.array(tree), at: z.number().optional() }));
    expect(worksBackward(tree)).toBe(false);
    const dated: z.ZodType = z.lazy(() => z.object({ children: z.array(dated), at: z.iso.datetime().prefault('') }));
    expect(worksBackward(dated)).toBe(true);
  });

  it('writes only the fields of the schema and refuses an answer that breaks it', () => {
    const write = serialize(z.object({ id: z.uuid(), count: z.number().int() }));
    const id = '0b6e8f6e-5d1c-4d7b-9a57-0c1f2b3a4d5e';
    expect(JSON.parse(write({ id, count: 3, secret: 'hash' }))).toEqual({ id, count: 3 });
    expect(() => write({ id: 'nope', count: 3 })).toThrow(/Response doesn't match the schema/);
  });

  it('encodes schemas with codecs backward, as the answer type expects', () => {
    const write = serialize(
      z.object({
        at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
      }),
    );
    expect(JSON.parse(write({ at: new Date(Date.UTC(2026, 10, 26)) }))).toEqual({ at: '2026-11-26T00:00:00.000Z' });
  });
});
