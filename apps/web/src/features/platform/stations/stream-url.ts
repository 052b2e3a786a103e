/**
 * What a station's source may be: the contract's rule (a network URL of the schemes the spec's
 * formats need, or a demo station's generated source), checked as the operator types so the
 * form says it before the server refuses it.
 */
import { streamUrlSchema } from '@antena/contract';

export const isStreamInput = (input: string): boolean => streamUrlSchema.safeParse(input).success;
