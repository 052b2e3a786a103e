import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditConfig, MeUser } from '@antena/contract';
import i18n from '../../lib/i18n';
import { auditConfigRoute } from '../../routes/audit-config.routes';
import { appRoute } from '../../routes/app.route';
import { auditRoutes } from '../../routes/audit.routes';
import { rootRoute } from '../../routes/root.route';
import {
  aMeUser,
  createFakeApi,
  errorBody,
  featureFlagsAnswer,
  renderRouter,
  reply,
  testQueryClient,
  testServices,
  type Answer,
} from '../../test/app-kit';
import { auditStation } from '../audit/audit-test-kit';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const CONFIG = '/v2/audit/config';
const aConfig = (): AuditConfig => ({
  excludedCustomIds: ['JINGLE-1', 'PROMO-2'],
  tolerance: { before: 5, after: 5 },
  evidenceExport: {
    pathFormats: [
      { id: 'station-date', label: 'Station / date', default: true, pattern: '{station}/{date}/{customId}' },
      { id: 'campaign', label: 'Campaign', default: false, pattern: '{campaign}/{station}' },
    ],
  },
});

/** The app's audit routes with the configuration's, as app/router.tsx assembles them. */
function start(user: MeUser = aMeUser('CLIENT_ADMIN'), answers: Record<string, Answer> = {}, path = '/audit/config') {
  const api = createFakeApi({
    'GET /auth/me/user': user,
    'GET /stations': [auditStation('fm-2')],
    'GET /feature-flags': featureFlagsAnswer(),
    'GET /users/me/settings': { timezone: 'UTC' },
    [`GET ${CONFIG}`]: aConfig(),
    [`PUT ${CONFIG}`]: (call: { body: unknown }) => ({ ...aConfig(), ...(call.body as object) }),
    ...answers,
  });
  const queryClient = testQueryClient();
  const routeTree = rootRoute.addChildren([appRoute.addChildren([...auditRoutes, auditConfigRoute])]);
  const router = createRouter({
    routeTree,
    context: { api: api.client, auth: { getUser: async () => ({ expired: false }) }, queryClient } as never,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, { services: testServices(api), queryClient });
  return { api, router };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('audit configuration (/audit/config)', () => {
  it("opens at /audit/config rather than the audit area's catch-all", async () => {
    const { router } = start();
    const ids = await screen.findByLabelText<HTMLTextAreaElement>('Custom IDs to leave out');
    expect(screen.getByRole('heading', { name: 'Audit configuration' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/audit/config');
    expect(ids.value).toBe('JINGLE-1, PROMO-2');
  });

  it('saves the excluded custom ids trimmed, without empties, with the tolerances and path formats', async () => {
    const { api } = start();
    const ids = await screen.findByLabelText('Custom IDs to leave out');
    fireEvent.change(ids, { target: { value: ' SPOT-A , ,SPOT-B,, SPOT-A ' } });
    expect(screen.getByText('2 custom IDs are left out.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Before' }), { target: { value: '3' } });
    save();
    await screen.findByText('Audit configuration saved');
    expect(api.callsTo('PUT', CONFIG)[0]!.body).toEqual({
      excludedCustomIds: ['SPOT-A', 'SPOT-B'],
      tolerance: { before: 3, after: 5 },
      evidenceExport: aConfig().evidenceExport,
    });
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('saves an empty entry as no exclusions', async () => {
    const { api } = start();
    fireEvent.change(await screen.findByLabelText('Custom IDs to leave out'), { target: { value: ' , ' } });
    expect(screen.getByText('No custom ID is left out.')).toBeTruthy();
    save();
    await screen.findByText('Audit configuration saved');
    expect(api.callsTo('PUT', CONFIG)[0]!.body).toMatchObject({ excludedCustomIds: [] });
  });

  it('adds, checks, makes default and removes path formats, always with one default', async () => {
    const { api } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Add path format' }));
    const ids = screen.getAllByRole('textbox', { name: 'ID' });
    fireEvent.change(ids[2]!, { target: { value: 'campaign' } });
    expect(screen.getAllByText('Another path format has this ID').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(ids[2]!, { target: { value: 'agency' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Label' })[2]!, { target: { value: 'Agency' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Pattern' })[2]!, { target: { value: '{customText}' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Default path format: Agency' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove path format Station / date' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove path format Agency' }));
    // The default went: the first format left takes its place.
    expect((screen.getByRole('radio', { name: 'Default path format: Campaign' }) as HTMLInputElement).checked).toBe(
      true,
    );
    save();
    await screen.findByText('Audit configuration saved');
    expect(api.callsTo('PUT', CONFIG)[0]!.body).toMatchObject({
      evidenceExport: {
        pathFormats: [{ id: 'campaign', label: 'Campaign', default: true, pattern: '{campaign}/{station}' }],
      },
    });
  });

  it('refuses a tolerance past a day', async () => {
    start();
    fireEvent.change(await screen.findByRole('textbox', { name: 'After' }), { target: { value: '2000' } });
    expect(await screen.findByText('Whole minutes from 0 to 1440')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when saving fails', async () => {
    start(aMeUser('CLIENT_ADMIN'), { [`PUT ${CONFIG}`]: reply(500, errorBody(500, 'ERR_INTERNAL')) });
    fireEvent.change(await screen.findByLabelText('Custom IDs to leave out'), { target: { value: 'X' } });
    save();
    expect(await screen.findByText(i18n.t('common:form.error'))).toBeTruthy();
  });

  // Issue 31 point 12: client admins only; a client user who types the address is refused.
  it('refuses a user who is not a client admin, sending them home', async () => {
    const { api, router } = start(aMeUser('CLIENT_USER'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/audit/config'));
    expect(await screen.findByText('You are not authorized to access that page')).toBeTruthy();
    expect(api.callsTo('GET', CONFIG)).toHaveLength(0);
  });

  it('lets a superadmin acting as a client user change it', async () => {
    start(aMeUser('CLIENT_USER', true));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('asks a superadmin outside any client to act as one', async () => {
    const { api } = start(aMeUser('SUPERADMIN'));
    expect(await screen.findByText('Act as a user of a client')).toBeTruthy();
    expect(api.callsTo('GET', CONFIG)).toHaveLength(0);
  });

  it('offers a retry when the configuration cannot be loaded, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    let answer: unknown = reply(500, errorBody(500, 'ERR_INTERNAL'));
    start(aMeUser('CLIENT_ADMIN'), { [`GET ${CONFIG}`]: () => answer });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar la configuración de auditoría')).toBeTruthy();
    answer = aConfig();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('IDs personalizados a excluir')).toBeTruthy();
  });

  it('still sends other audit paths to the matches', async () => {
    const { router } = start(aMeUser('CLIENT_ADMIN'), {}, '/audit/configuration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/matches/spot'));
  });
});
