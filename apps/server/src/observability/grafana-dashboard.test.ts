/**
 * The Grafana dashboard in the repo (deploy/grafana/antena.json) cannot drift from the metrics:
 * every metric it queries is one Antena registers, and every metric of Antena's own has a panel.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Histogram } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createMetricsRegistry } from './metrics';

const DASHBOARD = path.resolve(__dirname, '../../../../deploy/grafana/antena.json');

interface Panel {
  title?: string;
  targets?: { expr?: string }[];
  panels?: Panel[];
}
interface Dashboard {
  panels: Panel[];
  templating: { list: { query?: string | { query?: string } }[] };
}

/** What Prometheus stores for a metric: a histogram is its buckets, sum and count. */
function exposedNames(): Set<string> {
  const { registry } = createMetricsRegistry({ roles: ['api', 'worker', 'recorder'], queueCounts: async () => [] });
  return new Set(
    registry
      .getMetricsAsArray()
      .flatMap((metric) =>
        metric instanceof Histogram
          ? ['_bucket', '_sum', '_count'].map((suffix) => `${metric.name}${suffix}`)
          : [metric.name],
      ),
  );
}

function queries(dashboard: Dashboard): string[] {
  const ofPanel = (panel: Panel): string[] => [
    ...(panel.targets ?? []).map((target) => target.expr ?? ''),
    ...(panel.panels ?? []).flatMap(ofPanel),
  ];
  const variables = dashboard.templating.list.map((variable) =>
    typeof variable.query === 'string' ? variable.query : (variable.query?.query ?? ''),
  );
  return [...dashboard.panels.flatMap(ofPanel), ...variables];
}

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as Dashboard;
  const queried = new Set(queries(dashboard).flatMap((query) => query.match(/\bantena_\w+/g) ?? []));

  it('queries only metrics Antena registers', () => {
    const exposed = exposedNames();
    expect(queried.size).toBeGreaterThan(0);
    expect([...queried].filter((name) => !exposed.has(name))).toEqual([]);
  });

  it("shows every metric of Antena's own (not the process's defaults)", () => {
    const { registry } = createMetricsRegistry({ roles: ['api'], queueCounts: async () => [] });
    const own = registry
      .getMetricsAsArray()
      .map((metric) => metric.name)
      .filter((name) => !/^antena_(process|nodejs)_/.test(name));
    const shown = (name: string) => [...queried].some((query) => query === name || query.startsWith(`${name}_`));
    expect(own.filter((name) => !shown(name))).toEqual([]);
  });
});
