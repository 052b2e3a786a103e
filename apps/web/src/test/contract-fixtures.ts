/**
 * The fake API's answers checked against the contract: a fixture that the real server could
 * never send (a missing field, a renamed one) would let a screen pass its test and fail in use.
 */
import { routes, type RouteDef } from '@antena/contract';

const table = Object.values(routes as Record<string, RouteDef>).map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\*/g, '.+')}$`),
  // fastify prefers literal segments over parameters: `/stations/status-all` before `/stations/:id`.
  params: route.path.split('/').filter((part) => part.startsWith(':') || part === '*').length,
}));

function contractRoute(method: string, path: string): RouteDef | undefined {
  return table
    .filter((entry) => entry.route.method === method && entry.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0]?.route;
}

const violations: string[] = [];

/** Records a successful answer that does not match the response schema of the route it answers. */
export function checkFixture(method: string, path: string, status: number, body: unknown): void {
  if (status !== 200 && status !== 201) return;
  const schema = contractRoute(method, path)?.response?.[status];
  if (!schema) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    violations.push(`${method} ${path} answered a fixture the contract refuses: ${issues.slice(0, 5).join('; ')}`);
  }
}

/** The violations since the last call, cleared. */
export function takeFixtureViolations(): string[] {
  return violations.splice(0);
}
