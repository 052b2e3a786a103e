import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../lib/i18n';
import { reply } from '../../../test/app-kit';
import { aRule, RULE_ID, startAod } from '../aod-test-kit';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
/** Mantine hides a select's clear button from the accessibility tree (Backspace clears it too). */
const clearButton = (label: string) => {
  const button = document.querySelector(`button[aria-label="${label}"]`);
  if (!button) throw new Error(`No clear button ${label}`);
  return button;
};
const select = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name: new RegExp(`^${name}`) });

/** Fills the basic step with a name and moves to the report config. */
async function toReportConfig(name = 'Cola orders') {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: name } });
  next();
  await screen.findByRole('textbox', { name: /^Orders/ });
}

describe('AOD rule wizard (spec 03 sections 4 and 5)', () => {
  it('starts on ORDER_END, active, GIP status report, and explains the trigger', async () => {
    startAod('/audit/aod/rules/add');
    const reportType = await screen.findByRole<HTMLInputElement>('combobox', { name: /^Report type/ });
    expect(reportType.value).toBe('GIP status report');
    expect(select('Trigger').value).toBe('End of order');
    expect(screen.getByText('Runs once, when the last schedule of an order has aired.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Active' }).checked).toBe(true);
  });

  it('says what the basic step lacks beside each field, in Spanish as the spec words it', async () => {
    await i18n.changeLanguage('es');
    startAod('/audit/aod/rules/add');
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Nombre es requerido')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(256) } });
    expect(await screen.findByText('Nombre muy largo')).toBeTruthy();
  });

  it('asks for the report type and the trigger when they are cleared', async () => {
    await i18n.changeLanguage('es');
    startAod('/audit/aod/rules/add');
    await screen.findByRole('textbox', { name: /^Nombre/ });
    fireEvent.click(clearButton('Borrar Tipo de reporte'));
    fireEvent.click(clearButton('Borrar Trigger'));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Tipo de reporte es requerido')).toBeTruthy();
    expect(screen.getByText('Trigger es requerido')).toBeTruthy();
  });

  it('creates the rule with its minimum efficiency as a fraction, then opens it', async () => {
    const { api, router } = startAod('/audit/aod/rules/add', {
      answers: { 'POST /aod-rules': (call) => aRule({ ...(call.body as object), id: RULE_ID }) },
    });
    await toReportConfig();
    next();
    expect(await screen.findAllByText('Give the range, or orders')).toHaveLength(2);
    fireEvent.change(field('Orders'), { target: { value: 'ORD-7, ORD-8' } });
    next();
    // Export options: the client's default path format is chosen, 60 s before and after.
    await waitFor(() => expect(select('Path format').value).toBe('Station / date'));
    expect(select('Seconds before each airing').value).toBe('60 seconds');
    next();
    const check = await screen.findByRole<HTMLInputElement>('switch', { name: /^Efficiency check/ });
    fireEvent.click(check);
    const minimum = screen.getByRole<HTMLInputElement>('textbox', { name: /^Minimum efficiency/ });
    expect(minimum.value).toBe('90 %');
    fireEvent.change(minimum, { target: { value: '85' } });
    next();
    expect(await screen.findByText('At least 85 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('AOD rule created')).toBeTruthy();
    const body = api.callsTo('POST', '/aod-rules')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Cola orders',
      reportType: 'AUDIT_GIP_STATUS',
      trigger: 'ORDER_END',
      active: true,
      reportConfig: { orders: ['ORD-7', 'ORD-8'], stationsIds: [] },
      exportOptions: {
        audioMatchIncludeBefore: 60,
        audioMatchIncludeAfter: 60,
        pathFormat: { formatId: 'station-date' },
      },
      exportConditions: { minEfficiency: 0.85 },
    });
    expect(body.reportConfig).not.toHaveProperty('from');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audit/aod/rules/${RULE_ID}`));
  });

  it('says so when the rule could not be created, and stays on the review', async () => {
    startAod('/audit/aod/rules/add', { answers: { 'POST /aod-rules': reply(500) } });
    await toReportConfig();
    fireEvent.change(field('Orders'), { target: { value: 'ORD-7' } });
    next();
    await waitFor(() => expect(select('Path format').value).toBe('Station / date'));
    next();
    await screen.findByRole('switch', { name: /^Efficiency check/ });
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Could not create the AOD rule.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create rule' })).toBeTruthy();
  });

  it('clears the later steps when the report type changes', async () => {
    startAod('/audit/aod/rules/add');
    await toReportConfig();
    fireEvent.change(field('Orders'), { target: { value: 'ORD-7' } });
    back();
    await screen.findByRole('combobox', { name: /^Report type/ });
    fireEvent.click(clearButton('Clear Report type'));
    fireEvent.click(select('Report type'));
    fireEvent.click(await screen.findByRole('option', { name: 'GIP status report' }));
    next();
    expect(field('Orders').value).toBe('');
  });

  it('keeps the later steps when only the name changes', async () => {
    startAod('/audit/aod/rules/add');
    await toReportConfig();
    fireEvent.change(field('Orders'), { target: { value: 'ORD-7' } });
    back();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Other' } });
    next();
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /^Orders/ })).value).toBe('ORD-7');
  });

  it('edits a rule from what it holds and updates it', async () => {
    const { api } = startAod(`/audit/aod/rules/${RULE_ID}/edit`, {
      answers: { 'PUT /aod-rules/:id': (call) => aRule(call.body as object) },
    });
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Name/ });
    expect(name.value).toBe('Cola orders');
    fireEvent.change(name, { target: { value: 'Cola weekly' } });
    next();
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /^Orders/ })).value).toBe('ORD-7');
    next();
    await waitFor(() => expect(select('Path format').value).toBe('Station / date'));
    next();
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /^Minimum efficiency/ })).value).toBe('90 %');
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('AOD rule updated')).toBeTruthy();
    expect(api.callsTo('PUT', `/aod-rules/${RULE_ID}`)[0]!.body).toMatchObject({
      name: 'Cola weekly',
      exportConditions: { minEfficiency: 0.9 },
    });
  });
});

describe('AOD rule report config: the GIP filter (spec 03 section 5)', () => {
  it('asks for advertisers of the chosen stations, then campaigns of the chosen advertisers', async () => {
    const { api } = startAod('/audit/aod/rules/add', {
      answers: {
        'GET /v2/audit/gip/advertisers': { results: ['Cola', 'Soda; Inc'] },
        'GET /v2/audit/gip/campaigns': { results: ['Summer'] },
      },
    });
    await toReportConfig();
    expect(select('Advertisers').disabled).toBe(true);
    fireEvent.click(select('Stations'));
    fireEvent.click(await screen.findByRole('option', { name: 'FM-2' }));
    await waitFor(() => expect(select('Advertisers').disabled).toBe(false));
    const advertisersCall = api.callsTo('GET', '/v2/audit/gip/advertisers')[0]!;
    expect(advertisersCall.query.get('stations')).toBe('0b0e6a52-1d0c-4a8e-9f3e-000000000002');
    fireEvent.click(select('Advertisers'));
    fireEvent.click(await screen.findByRole('option', { name: 'Cola' }));
    fireEvent.click(select('Advertisers'));
    fireEvent.click(await screen.findByRole('option', { name: 'Soda; Inc' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/audit/gip/campaigns').length).toBeGreaterThan(0));
    const campaignsCall = api.callsTo('GET', '/v2/audit/gip/campaigns').at(-1)!;
    expect(campaignsCall.query.get('advertisers')).toBe('Cola;;Soda; Inc');
    expect(select('Versions').disabled).toBe(true);
  });
});
