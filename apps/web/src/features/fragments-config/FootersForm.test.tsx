import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { errorBody, reply } from '../../test/app-kit';
import {
  aFragmentsConfig,
  chooseStation,
  RADIO_ID,
  renderFragmentsConfig,
  save,
  saveButton,
  TV_ID,
  typeInto,
} from './fragments-config-test-kit';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const FOOTER = { name: 'Firma', content: 'Más en demo.example', default: true };
const names = () => screen.getAllByRole('textbox', { name: 'Name' });
const contents = () => screen.getAllByRole('textbox', { name: 'Content' });

describe('fragments configuration: footers', () => {
  it("opens on the footers of the client's first station", async () => {
    const { api } = renderFragmentsConfig('/admin/fragments', {
      answers: { [`GET /fragments/config/${RADIO_ID}`]: aFragmentsConfig(RADIO_ID, { descriptionFooters: [FOOTER] }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fragments configuration' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Footers', selected: true })).toBeTruthy();
    expect(((await screen.findAllByRole('textbox', { name: 'Name' }))[0] as HTMLInputElement).value).toBe('Firma');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Default footer: Firma' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Station' }).value).toBe('Demo Radio');
    expect(api.callsTo('GET', `/fragments/config/${RADIO_ID}`)).toHaveLength(1);
  });

  it('asks for the name and content of a new footer', async () => {
    const { api } = renderFragmentsConfig();
    expect(await screen.findByText('No footers yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add footer' }));
    save();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(saveButton().disabled).toBe(true);
    typeInto(names()[0]!, 'Firma');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(api.callsTo('PUT', `/fragments/config/${RADIO_ID}`)).toHaveLength(0);
  });

  it('refuses two defaults until one is unchecked', async () => {
    renderFragmentsConfig('/admin/fragments', {
      answers: { [`GET /fragments/config/${RADIO_ID}`]: aFragmentsConfig(RADIO_ID, { descriptionFooters: [FOOTER] }) },
    });
    await screen.findByRole('checkbox', { name: 'Default footer: Firma' });
    fireEvent.click(screen.getByRole('button', { name: 'Add footer' }));
    typeInto(names()[1]!, 'Promo');
    typeInto(contents()[1]!, 'Escuchanos en vivo');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Default footer: Promo' }));
    expect(screen.getByRole('alert').textContent).toBe('There cannot be two footers set as default');
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Default footer: Firma' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('saves the footers added, edited and removed, and says so', async () => {
    const { api } = renderFragmentsConfig('/admin/fragments', {
      answers: {
        [`GET /fragments/config/${RADIO_ID}`]: aFragmentsConfig(RADIO_ID, {
          descriptionFooters: [FOOTER, { name: 'Vieja', content: 'Borrar', default: false }],
        }),
      },
    });
    await screen.findByRole('checkbox', { name: 'Default footer: Firma' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove footer Vieja' }));
    typeInto(contents()[0]!, '  Más en demo.example/radio ');
    fireEvent.click(screen.getByRole('button', { name: 'Add footer' }));
    typeInto(names()[1]!, ' Promo ');
    typeInto(contents()[1]!, 'Escuchanos');
    save();
    expect(await screen.findByText('Fragments configuration for Demo Radio updated')).toBeTruthy();
    expect(api.callsTo('PUT', `/fragments/config/${RADIO_ID}`)[0]!.body).toEqual({
      descriptionFooters: [
        { name: 'Firma', content: 'Más en demo.example/radio', default: true },
        { name: 'Promo', content: 'Escuchanos', default: false },
      ],
    });
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it("edits the chosen station's footers", async () => {
    const { api } = renderFragmentsConfig();
    await screen.findByText('No footers yet.');
    chooseStation('Demo TV');
    await waitFor(() => expect(api.callsTo('GET', `/fragments/config/${TV_ID}`)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Add footer' }));
    typeInto(names()[0]!, 'TV');
    typeInto(contents()[0]!, 'Demo TV en vivo');
    save();
    expect(await screen.findByText('Fragments configuration for Demo TV updated')).toBeTruthy();
    expect(api.callsTo('PUT', `/fragments/config/${TV_ID}`)).toHaveLength(1);
  });

  it("tells a failed save with the error's text", async () => {
    renderFragmentsConfig('/admin/fragments', {
      answers: { [`PUT /fragments/config/${RADIO_ID}`]: reply(403, errorBody(403, 'ERR_FORBIDDEN')) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add footer' }));
    typeInto(names()[0]!, 'Firma');
    typeInto(contents()[0]!, 'Texto');
    save();
    expect(await screen.findByText('Could not save the configuration')).toBeTruthy();
    expect(screen.getByText(i18n.t('errors:codes.ERR_FORBIDDEN'))).toBeTruthy();
  });

  it('offers a retry when the configuration cannot be loaded', async () => {
    let answer: unknown = reply(500, errorBody(500, 'ERR_INTERNAL'));
    renderFragmentsConfig('/admin/fragments', { answers: { [`GET /fragments/config/${RADIO_ID}`]: () => answer } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the configuration')).toBeTruthy();
    answer = aFragmentsConfig(RADIO_ID);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No footers yet.')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderFragmentsConfig('/admin/fragments', {
      answers: { [`GET /fragments/config/${RADIO_ID}`]: aFragmentsConfig(RADIO_ID, { descriptionFooters: [FOOTER] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar footer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Requerido')).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Footer predeterminado: Footer 2' }));
    expect(screen.getByText('No puede haber dos footers establecidos como default')).toBeTruthy();
  });
});
