import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { renderScreen } from '../../test/app-kit';
import { StreamDatePicker } from './StreamDatePicker';

const ZONE = 'America/Argentina/Buenos_Aires'; // UTC-3, no DST
// 12:30 on 10 March 2025 on the station's clock.
const INITIAL = Date.UTC(2025, 2, 10, 15, 30);

afterEach(() => i18n.changeLanguage('en'));

async function open(pick: string) {
  const onPick = vi.fn();
  renderScreen(<StreamDatePicker timeZone={ZONE} initial={INITIAL} onPick={onPick} />);
  fireEvent.click(await screen.findByRole('button', { name: pick }));
  return onPick;
}

describe('StreamDatePicker', () => {
  it('reads and takes dates day first with a 24-hour clock and Spanish month names in Spanish', async () => {
    await i18n.changeLanguage('es');
    const onPick = await open('Seleccionar fecha y hora');

    const date = (await screen.findByLabelText(/Fecha de la emisión/)) as HTMLInputElement;
    expect(date.value).toBe('10/03/2025');
    expect((screen.getByLabelText('Hora de inicio, horas') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Hora de inicio, minutos') as HTMLInputElement).value).toBe('30');
    expect(screen.queryByRole('combobox', { name: /AM|PM/ })).toBeNull();

    fireEvent.click(date);
    expect(await screen.findByRole('button', { name: 'marzo 2025' })).toBeTruthy();

    fireEvent.change(date, { target: { value: '24/11/2024' } });
    fireEvent.change(screen.getByLabelText('Hora de inicio, horas'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    // 21:30 in Buenos Aires is 00:30 the next day in UTC.
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(Date.UTC(2024, 10, 25, 0, 30)));
  });

  it('reads and takes dates month first in English', async () => {
    const onPick = await open('Select date and time');

    const date = (await screen.findByLabelText(/Date of stream/)) as HTMLInputElement;
    expect(date.value).toBe('03/10/2025');
    fireEvent.click(date);
    expect(await screen.findByRole('button', { name: 'March 2025' })).toBeTruthy();

    fireEvent.change(date, { target: { value: '11/24/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(Date.UTC(2024, 10, 24, 15, 30)));
  });

  it('offers no day after today in the calendar', async () => {
    await open('Select date and time');
    const date = await screen.findByLabelText(/Date of stream/);
    fireEvent.change(date, { target: { value: '2099-01-01' } });
    const days = await screen.findAllByRole('button', { name: /^\d+ January 2099$/ });
    expect(days.every((day) => day.hasAttribute('data-disabled'))).toBe(true);
  });
});
