import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { reply } from '../../test/app-kit';
import { pollWhilePending } from './aod-run-poll';
import { aRun, crudPage, REPORT_ID, RULE_ID, RUN_ID, startAod } from './aod-test-kit';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const runsCalls = (api: ReturnType<typeof startAod>['api']) => api.callsTo('GET', '/aod-runs');
const queryOf = (call: { query: URLSearchParams }) => Object.fromEntries(call.query.entries());

const threeRuns = crudPage([
  aRun({
    id: '5a0d0c1e-0000-4000-8000-000000000102',
    status: 'PENDING',
    reportId: null,
    statusComment: null,
    statusDetail: null,
  }),
  aRun(),
  aRun({ id: '5a0d0c1e-0000-4000-8000-000000000103', status: 'COMPLETED_WITHOUT_EXPORT', type: 'MANUAL' }),
]);

describe('AOD runs (spec 03 "AOD run", section 4)', () => {
  it('lists the runs 50 a page from page 1 with their rule, and narrows them to one rule with ?ruleId=', async () => {
    const { api, router } = startAod(`/audit/aod/runs?ruleId=${RULE_ID}`);
    expect(await screen.findByText('Runs of Cola orders')).toBeTruthy();
    expect(queryOf(runsCalls(api)[0]!)).toEqual({
      page: '1',
      limit: '50',
      sort: 'datetime,DESC',
      join: 'rule',
      filter: `rule||$eq||${RULE_ID}`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Every rule' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(runsCalls(api).some((call) => !call.query.has('filter'))).toBe(true));
  });

  it.each([
    ['en', ['Pending', 'Completed with export', 'Completed without export']],
    ['es', ['Pendiente', 'Ejecutada con export', 'Ejecutada sin export']],
  ])(
    'shows each status as its badge (%s): pending warning, with export success, without export error',
    async (lang, texts) => {
      await i18n.changeLanguage(lang);
      startAod('/audit/aod/runs', { answers: { 'GET /aod-runs': threeRuns } });
      const badges = await Promise.all(texts.map((text) => screen.findByText(text)));
      const colors = badges.map((badge) => badge.closest('[data-status]')?.getAttribute('style') ?? '');
      expect(colors[0]).toContain('yellow');
      expect(colors[1]).toContain('green');
      expect(colors[2]).toContain('red');
    },
  );

  it('links a run to its view, its rule and its saved report', async () => {
    startAod('/audit/aod/runs');
    const table = await screen.findByRole('table');
    await within(table).findByText('Completed with export');
    expect(within(table).getByRole('link', { name: 'Cola orders' }).getAttribute('href')).toBe(
      `/audit/aod/rules/${RULE_ID}`,
    );
    expect(within(table).getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      `/audit/global-reports/created/${REPORT_ID}`,
    );
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toBe(`/audit/aod/runs/${RUN_ID}`);
  });

  it('shows a run with its status, comment, rule and report, and says it refreshes while pending', async () => {
    startAod(`/audit/aod/runs/${RUN_ID}`, {
      answers: { 'GET /aod-runs/:id': aRun({ status: 'PENDING', description: 'Before the client call' }) },
    });
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText('Refreshing until it finishes…')).toBeTruthy();
    expect(screen.getByText('Before the client call')).toBeTruthy();
    expect(screen.getByText('Efficiency 95.00 %, minimum 90 %')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      `/audit/global-reports/created/${REPORT_ID}`,
    );
  });

  // Issue 31 point 8: the server stores a code and figures; each language words them.
  it.each([
    ['en', 'Efficiency 33.33 %, no minimum', 'Efficiency 72.50 %, under the minimum of 72.5 %'],
    ['es', 'Eficiencia 33,33 %, sin mínimo', 'Eficiencia 72,50 % menor al mínimo 72,5 %'],
  ])('words the run outcome in the screen’s language (%s)', async (lang, exported, under) => {
    await i18n.changeLanguage(lang);
    const runs = crudPage([
      aRun({ statusDetail: { code: 'EXPORTED', efficiency: 1 / 3, minEfficiency: null } }),
      aRun({
        id: '5a0d0c1e-0000-4000-8000-000000000103',
        status: 'COMPLETED_WITHOUT_EXPORT',
        statusDetail: { code: 'UNDER_MINIMUM', efficiency: 0.725, minEfficiency: 0.725 },
      }),
    ]);
    startAod('/audit/aod/runs', { answers: { 'GET /aod-runs': runs } });
    expect(await screen.findByText(exported)).toBeTruthy();
    expect(screen.getByText(under)).toBeTruthy();
  });

  it('asks again only while a run is pending', () => {
    expect(pollWhilePending(aRun({ status: 'PENDING' }))).toBeGreaterThan(0);
    expect(pollWhilePending(aRun())).toBe(false);
    expect(pollWhilePending(threeRuns)).toBeGreaterThan(0);
    expect(pollWhilePending(crudPage([aRun()]))).toBe(false);
  });
});

describe('AOD rule view (spec 03 "AOD")', () => {
  it("lists the rule's 20 latest runs in its runs tab, unpaged, with a way to all of them", async () => {
    const { api } = startAod(`/audit/aod/rules/${RULE_ID}?tab=runs`);
    expect(await screen.findByRole('tab', { name: 'Runs', selected: true })).toBeTruthy();
    await screen.findByText('Completed with export');
    expect(queryOf(runsCalls(api)[0]!)).toMatchObject({ page: '1', limit: '20', filter: `rule||$eq||${RULE_ID}` });
    expect(screen.getByRole('link', { name: 'All runs of this rule' }).getAttribute('href')).toBe(
      `/audit/aod/runs?ruleId=${RULE_ID}`,
    );
  });

  it('shows the export conditions as a percentage', async () => {
    startAod(`/audit/aod/rules/${RULE_ID}?tab=exportConditions`);
    expect(await screen.findByText('At least 90 %')).toBeTruthy();
  });

  it('deletes the rule after a confirmation, then opens the rules list', async () => {
    const { api, router } = startAod(`/audit/aod/rules/${RULE_ID}`, {
      answers: { 'DELETE /aod-rules/:id': { deleted: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(api.callsTo('DELETE', `/aod-rules/${RULE_ID}`)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete rule' }));
    expect(await screen.findByText('AOD rule deleted')).toBeTruthy();
    expect(api.callsTo('DELETE', `/aod-rules/${RULE_ID}`)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/aod/rules'));
  });

  it('says so when the rule could not be deleted (Spanish)', async () => {
    await i18n.changeLanguage('es');
    startAod(`/audit/aod/rules/${RULE_ID}`, { answers: { 'DELETE /aod-rules/:id': reply(500) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar regla' }));
    expect(await screen.findByText('Error al eliminar la regla AOD')).toBeTruthy();
  });
});

describe('AOD manual run (spec 03 section 5)', () => {
  it('starts a run with a description and other export conditions for it only, then opens the run', async () => {
    const { api, router } = startAod(`/audit/aod/rules/${RULE_ID}/manual-run`, {
      answers: { 'POST /aod-rules/:id/manual-run': aRun({ status: 'PENDING', type: 'MANUAL', reportId: null }) },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Description (optional)' }), {
      target: { value: 'Client asked' },
    });
    fireEvent.click(screen.getByRole('switch', { name: /^Other export conditions/ }));
    const minimum = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Minimum efficiency/ });
    expect(minimum.value).toBe('90 %');
    fireEvent.change(minimum, { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start run' }));
    expect(await screen.findByText('Manual run started')).toBeTruthy();
    expect(api.callsTo('POST', `/aod-rules/${RULE_ID}/manual-run`)[0]!.body).toEqual({
      description: 'Client asked',
      exportConditions: { minEfficiency: 0.75 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audit/aod/runs/${RUN_ID}`));
  });

  it('sends no override when the rule keeps its own conditions, and says so when the run fails (Spanish)', async () => {
    await i18n.changeLanguage('es');
    const { api } = startAod(`/audit/aod/rules/${RULE_ID}/manual-run`, {
      answers: { 'POST /aod-rules/:id/manual-run': reply(500) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar ejecución' }));
    expect(await screen.findByText('Error al iniciar la ejecución manual')).toBeTruthy();
    expect(api.callsTo('POST', `/aod-rules/${RULE_ID}/manual-run`)[0]!.body).toEqual({});
  });
});
