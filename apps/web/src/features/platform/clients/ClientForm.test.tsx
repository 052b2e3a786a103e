import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../lib/i18n';
import { ClientAddScreen, ClientEditScreen } from './ClientFormScreen';
import { aClient, CLIENT_ID, createFakeApi, errorBody, renderScreen, reply } from '../../../test/app-kit';

const field = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
/** The router renders the screen after its first load. */
const formReady = () => screen.findByRole('textbox', { name: /^Name/ });

describe('client form', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('suggests the slug from the name and refuses one with spaces or capitals', async () => {
    renderScreen(<ClientAddScreen />);
    await formReady();
    type(/^Name/, 'Radio Señal Sur');
    expect(field(/^Slug/).value).toBe('radio-senal-sur');

    type(/^Slug/, 'radio señal');
    expect(await screen.findByText('Lowercase letters, digits and dashes')).toBeTruthy();
    expect(field(/^Slug/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Create client' }) as HTMLButtonElement).disabled).toBe(true);

    type(/^Slug/, 'radio-senal');
    await waitFor(() => expect(screen.queryByText('Lowercase letters, digits and dashes')).toBeNull());
  });

  it('shows a taken slug (409 ERR_SLUG_EXISTS) on the slug field', async () => {
    const api = createFakeApi();
    api.on('POST', '/platform/clients', reply(409, errorBody(409, 'ERR_SLUG_EXISTS', 'Slug already exists')));
    renderScreen(<ClientAddScreen />, { api });
    await formReady();
    type(/^Name/, 'Radio Mitre');
    type(/^Logo URL/, ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByText('This slug is already in use')).toBeTruthy();
    expect(field(/^Slug/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(api.callsTo('POST', '/platform/clients')[0]!.body).toEqual({
      name: 'Radio Mitre',
      slug: 'radio-mitre',
      logoUrl: null,
      alertsInviteLink: null,
      retentionDays: 90,
    });
  });

  it("shows the server's field errors (400 details) in Spanish, never its English messages", async () => {
    await i18n.changeLanguage('es');
    const api = createFakeApi();
    api.on(
      'POST',
      '/platform/clients',
      reply(400, {
        ...errorBody(400, 'ERR_VALIDATION', 'Invalid body: body.slug, body.name'),
        details: [
          { path: 'body.slug', message: 'Lowercase letters, digits and dashes' },
          { path: 'body.name', message: 'Too big: expected string to have <=120 characters' },
        ],
      }),
    );
    renderScreen(<ClientAddScreen />, { api });
    await screen.findByRole('textbox', { name: /^Nombre/ });
    type(/^Nombre/, 'Radio Mitre');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));

    expect(await screen.findByText('Solo minúsculas, dígitos y guiones')).toBeTruthy();
    expect(screen.getByText('Valor inválido')).toBeTruthy();
    expect(field(/^Nombre/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Lowercase letters|Too big|Invalid body/)).toBeNull();
  });

  it('creates a client and opens it', async () => {
    const api = createFakeApi();
    api.on('POST', '/platform/clients', reply(201, aClient()));
    const { router } = renderScreen(<ClientAddScreen />, { api, path: '/platform/clients/add' });
    await formReady();
    type(/^Name/, 'Radio Mitre');
    type(/^WhatsApp alerts group invite link/, 'https://chat.whatsapp.com/AbC123');
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/platform/clients/${CLIENT_ID}`));
    expect(await screen.findByText('Client created')).toBeTruthy();
    expect(api.callsTo('POST', '/platform/clients')[0]!.body).toMatchObject({
      alertsInviteLink: 'https://chat.whatsapp.com/AbC123',
    });
  });

  it('edits a client in place and reads Saved until changed again', async () => {
    const api = createFakeApi();
    const client = aClient({ logoUrl: 'https://cdn.example/mitre.png' });
    api.on('GET', `/platform/clients/${CLIENT_ID}`, client);
    api.on('PUT', `/platform/clients/${CLIENT_ID}`, ({ body }: { body: object }) => ({ ...client, ...body }));
    renderScreen(<ClientEditScreen clientId={CLIENT_ID} />, { api });

    await waitFor(() => expect(field(/^Name/).value).toBe('Radio Mitre'));
    // The slug of an existing client no longer follows its name.
    type(/^Name/, 'Radio Mitre AM');
    expect(field(/^Slug/).value).toBe('radio-mitre');
    type(/^Retention \(days\)/, '30');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(api.callsTo('PUT', `/platform/clients/${CLIENT_ID}`)[0]!.body).toEqual({
      name: 'Radio Mitre AM',
      slug: 'radio-mitre',
      logoUrl: 'https://cdn.example/mitre.png',
      alertsInviteLink: null,
      retentionDays: 30,
    });
    expect(screen.getByText('Client updated')).toBeTruthy();
  });
});
