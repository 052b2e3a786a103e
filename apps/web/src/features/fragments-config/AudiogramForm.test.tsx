import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import i18n from '../../lib/i18n';
import {
  aFile,
  aFragmentsConfig,
  anAsset,
  chooseFile,
  RADIO_ID,
  renderFragmentsConfig,
  save,
  saveButton,
  typeInto,
} from './fragments-config-test-kit';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const AUDIOGRAM = '/admin/fragments?tab=audiogram';
const aTemplate = (name: string, isDefault: boolean) => ({
  name,
  default: isDefault,
  data: {
    titleColor: '#ffffff',
    captionsTextColor: '#eeeeee',
    visualizerColor: '#00ff00',
    backgroundType: 'color' as const,
    backgroundColor: '#000033',
    backgroundImageUrl: null,
    variants: ['1x1'],
  },
});
const withTemplates = {
  answers: {
    [`GET /fragments/config/${RADIO_ID}`]: aFragmentsConfig(RADIO_ID, {
      audiogram: { templates: [aTemplate('Noticias', true), aTemplate('Deportes', false)] },
    }),
  },
};
const names = () => screen.getAllByRole('textbox', { name: 'Name' });
const isChecked = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name }).checked;

describe('fragments configuration: audiogram templates', () => {
  it("adds a first template as the default, with the spec's colours and every format", async () => {
    const { api } = renderFragmentsConfig(AUDIOGRAM);
    expect(await screen.findByText('No templates yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
    expect(isChecked('Default template: Template 1')).toBe(true);
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    typeInto(names()[0]!, ' Noticias ');
    save();
    expect(await screen.findByText('Fragments configuration for Demo Radio updated')).toBeTruthy();
    expect(api.callsTo('PUT', `/fragments/config/${RADIO_ID}`)[0]!.body).toEqual({
      audiogram: {
        templates: [
          {
            name: 'Noticias',
            default: true,
            data: {
              titleColor: '#ffffff',
              captionsTextColor: '#ffffff',
              visualizerColor: '#2fb344',
              backgroundType: 'color',
              backgroundColor: '#0b1d3a',
              backgroundImageUrl: null,
              variants: ['1x1', '16x9', '9x16'],
            },
          },
        ],
      },
    });
  });

  it('keeps one default: choosing one unchecks the others, and none is refused', async () => {
    renderFragmentsConfig(AUDIOGRAM, withTemplates);
    await screen.findByRole('checkbox', { name: 'Default template: Deportes' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Default template: Deportes' }));
    expect(isChecked('Default template: Deportes')).toBe(true);
    expect(isChecked('Default template: Noticias')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Default template: Deportes' }));
    expect(screen.getByRole('alert').textContent).toBe('At least one template must be marked as default');
    expect(saveButton().disabled).toBe(true);
  });

  it('makes the first template left the default when the default is removed', async () => {
    const { api } = renderFragmentsConfig(AUDIOGRAM, withTemplates);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove template Noticias' }));
    expect(isChecked('Default template: Deportes')).toBe(true);
    save();
    await screen.findByText('Fragments configuration for Demo Radio updated');
    expect(api.callsTo('PUT', `/fragments/config/${RADIO_ID}`)[0]!.body).toEqual({
      audiogram: { templates: [aTemplate('Deportes', true)] },
    });
  });

  it('asks for at least one format', async () => {
    renderFragmentsConfig(AUDIOGRAM, withTemplates);
    await screen.findByRole('checkbox', { name: 'Default template: Deportes' });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Square (1:1)' })[0]!);
    save();
    expect(await screen.findByText('At least one format is required')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Portrait (9:16)' })[0]!);
    expect(screen.queryByText('At least one format is required')).toBeNull();
  });

  it('uploads a background image and sends it instead of the colour', async () => {
    const { api } = renderFragmentsConfig(AUDIOGRAM, withTemplates);
    await screen.findByRole('checkbox', { name: 'Default template: Deportes' });
    fireEvent.click(screen.getAllByRole('radio', { name: 'Image' })[0]!);
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    chooseFile(aFile('fondo.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Background image preview' })).toBeTruthy();
    save();
    await screen.findByText('Fragments configuration for Demo Radio updated');
    expect(api.callsTo('PUT', `/fragments/config/${RADIO_ID}`)[0]!.body).toEqual({
      audiogram: {
        templates: [
          {
            ...aTemplate('Noticias', true),
            data: {
              ...aTemplate('Noticias', true).data,
              backgroundType: 'image',
              backgroundColor: null,
              backgroundImageUrl: anAsset().url,
            },
          },
          aTemplate('Deportes', false),
        ],
      },
    });
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderFragmentsConfig(AUDIOGRAM, withTemplates);
    await screen.findByRole('checkbox', { name: 'Template predeterminado: Deportes' });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Cuadrado (1:1)' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Por lo menos un formato es requerido')).toBeTruthy();
    typeInto(screen.getAllByRole('textbox', { name: 'Nombre' })[0]!, '');
    expect(await screen.findByText('Requerido')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Template predeterminado: Template 1' }));
    expect(screen.getByText('Al menos un template debe ser marcado como predeterminado')).toBeTruthy();
  });
});
