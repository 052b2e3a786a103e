/**
 * Readers of the screens' URL queries, for the router's `validateSearch`. Plain functions
 * rather than zod, which would otherwise be a tenth of every screen's first load (issue 13.3).
 * The router has already parsed each value as JSON (`?page=2` is the number 2, `?play=true` a
 * boolean); a reader answers `undefined` for anything it does not accept, so a hand-edited
 * address opens the screen with its defaults instead of failing.
 */
import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * What a link may pass for a search: every key optional, the readers fill in the defaults
 * (`SearchSchemaInput` tells the router to type links with this rather than the output).
 */
export type SearchInput<T> = { [K in keyof T]?: T[K] } & SearchSchemaInput;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const textParam = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Any scalar as the text it was written as (`login_error_code=403` arrives as a number). */
export const scalarTextParam = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

export const booleanParam = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

export function integerParam(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

export function oneOfParam<T extends string | number>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

export const uuidParam = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

/** The search without its undefined keys, so they stay out of the address. */
export function definedOnly<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/** `validateSearch` of a screen whose only parameter is its tab (TabLinks). */
export function tabSearch<T extends string>(tabs: readonly T[], fallback: T) {
  return (search: SearchInput<{ tab: T }>): { tab: T } => ({ tab: oneOfParam(search.tab, tabs) ?? fallback });
}
