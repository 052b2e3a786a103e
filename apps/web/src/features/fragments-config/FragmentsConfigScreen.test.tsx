import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chooseStation, renderFragmentsConfig, TV_ID } from './fragments-config-test-kit';

const station = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Station' }).value;

describe('fragments configuration screen (/admin/fragments)', () => {
  it('opens the tab the address names', async () => {
    renderFragmentsConfig('/admin/fragments?tab=audiogram');
    expect(await screen.findByRole('tab', { name: 'Audiogram', selected: true })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add template' })).toBeTruthy();
  });

  it('falls back to footers for an unknown tab', async () => {
    renderFragmentsConfig('/admin/fragments?tab=content-ai');
    expect(await screen.findByRole('tab', { name: 'Footers', selected: true })).toBeTruthy();
  });

  it('keeps the chosen station from tab to tab', async () => {
    const { router } = renderFragmentsConfig();
    await screen.findByRole('button', { name: 'Add footer' });
    chooseStation('Demo TV');
    fireEvent.click(screen.getByRole('tab', { name: 'External export' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'export' }));
    expect(await screen.findByRole('form', { name: 'External target of Demo TV' })).toBeTruthy();
    expect(station()).toBe('Demo TV');
    fireEvent.click(screen.getByRole('tab', { name: 'Watermark' }));
    expect(await screen.findByRole('form', { name: 'Media watermark of Demo TV' })).toBeTruthy();
  });

  it('shows the watermark of the first video station when the chosen one is audio', async () => {
    const { api } = renderFragmentsConfig('/admin/fragments?tab=watermark');
    expect(await screen.findByRole('form', { name: 'Media watermark of Demo TV' })).toBeTruthy();
    expect(station()).toBe('Demo TV');
    expect(api.callsTo('GET', `/fragments/config/${TV_ID}`)).toHaveLength(1);
  });
});
