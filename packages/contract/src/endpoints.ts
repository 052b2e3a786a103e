/**
 * The route table as the web app calls it: each call's method and path (route-paths.ts), typed
 * with its route's schemas but carrying none of them, so importing this loads no zod
 * (`@antena/contract/endpoints`, issue 13.3). The server and the tests use `routes` itself.
 */
import type { RouteDef } from './route';
import type { RouteName, Routes } from './routes';
import { routePaths } from './route-paths';

declare const route: unique symbol;

/** A call's method and path; `R`, its route definition, exists only for the type checker. */
export type Endpoint<R extends RouteDef = RouteDef> = Pick<R, 'method' | 'path'> & { readonly [route]?: R };

/** The route definition an endpoint (or a union of endpoints) stands for. */
export type RouteOf<E> = E extends Endpoint<infer R> ? R : never;

export const endpoints: { readonly [K in RouteName]: Endpoint<Routes[K]> } = routePaths;
