import type { z } from 'zod';
import type { Role } from './enums';

/** The API root every route path hangs from. */
export const API_ROOT = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Service prefixes of spec 01 section 7; each is a path prefix under the API root. */
export type ServicePrefix =
  'assets' | 'content-ai' | 'fragments-delivery' | 'social-export' | 'users-authz' | 'fragments-api' | 'audit-reports';

/**
 * One call of the API. `path` is relative to the API root (`/api`) and uses fastify's
 * `:param` syntax; the server registers it as is and the web app fills it with `buildPath`.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /**
   * `public`: no token; `user`: any signed-in user; `device`: a StreamerBox device token
   * (issue 21); other guards live in the module.
   */
  auth: 'public' | 'user' | 'device';
  /**
   * Roles that may call it (403 otherwise), checked against the effective user. A signed-in
   * SUPERADMIN passes a SUPERADMIN route even while acting as someone else.
   */
  roles?: readonly Role[];
  service?: ServicePrefix;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Raw bodies (a device's segment upload): their content types, read as bytes by the route. */
  consumes?: string[];
  /** Multipart bodies are parsed by the route, not by a schema. */
  multipart?: boolean;
  /** Non-JSON answers (media, documents) leave this out and describe themselves in `produces`. */
  response?: Partial<Record<200 | 201 | 204, z.ZodType>>;
  produces?: string[];
}

export const defineRoute = <const T extends RouteDef>(route: T): T => route;

/** Fills `:param` and `*` placeholders of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)|\*/g, (match, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`Missing path parameter ${name ?? '*'} for ${path}`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
}
