/**
 * Issue 33 point 4 on the screens: a match waiting for review says so, accept and reject send
 * its review (reject only once confirmed), the review filter asks the API for what waits, a
 * mention waiting for review says so, and a client admin sets the station's thresholds.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditReview } from '@antena/contract';
import { aUserStation, createFakeApi, errorBody, reply, renderScreen } from '../../../test/app-kit';
import { aResult, auditStation, page, startAudit } from '../audit-test-kit';
import { AuditReviewForm } from '../../admin/stations/AuditReviewForm';
import { StationInfoTab } from '../../admin/stations/StationInfoTab';

const station = auditStation('fm-2');
const RESULTS = `/v2/stations/${station.id}/audit/results`;
const MATCH = aResult({ score: 31.5, waitsForReview: true });
const MATCH_PATH = `/v2/stations/${station.id}/audit/matches/${MATCH.id}`;
const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('match review on the CUSTOM ADS table', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  /** The API's answers, holding the match's review as the server would, so a refetch reads it. */
  const server = (answer?: object) => {
    let current = MATCH;
    return {
      [`GET ${RESULTS}`]: () => page([current]),
      [`PUT ${MATCH_PATH}`]:
        answer ??
        ((call: { body: unknown }) => {
          const { review } = call.body as { review: typeof MATCH.review };
          current = { ...current, review, waitsForReview: review === 'AUTO' && MATCH.waitsForReview };
          return current;
        }),
    };
  };

  const rowOf = async () => {
    const table = await screen.findByRole('table', { name: 'Custom ad matches' });
    return () => within(table).getAllByRole('row')[1]!;
  };

  it('shows a low match as waiting for review, and accepts it at once', async () => {
    const { api } = startAudit('/audit/s/fm-2/matches/spot', [station], server());
    const row = await rowOf();
    expect(within(row()).getByText('31.5')).toBeTruthy();
    expect(within(row()).getByText('Waiting for review')).toBeTruthy();
    const accept = within(row()).getByRole('button', { name: /^Accept the match SPOT-COLA-30 / });
    expect(accept.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(accept);
    await waitFor(() => expect(within(row()).getByText('Accepted')).toBeTruthy());
    expect(within(row()).queryByText('Waiting for review')).toBeNull();
    await waitFor(() => expect(api.callsTo('PUT', MATCH_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', MATCH_PATH)[0]!.body).toEqual({ review: 'ACCEPTED' });
  });

  it('rejects only once confirmed, and a rejected match can be restored', async () => {
    const { api } = startAudit('/audit/s/fm-2/matches/spot', [station], server());
    const row = await rowOf();
    const reject = () => within(row()).getByRole('button', { name: /^Reject the match SPOT-COLA-30 / });
    fireEvent.click(reject());
    const dialog = await screen.findByRole('dialog', { name: 'Reject match' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', MATCH_PATH)).toHaveLength(0);

    fireEvent.click(reject());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reject match' })).getByRole('button', { name: 'Reject' }),
    );
    expect(await screen.findByText('Match rejected')).toBeTruthy();
    expect(api.callsTo('PUT', MATCH_PATH)[0]!.body).toEqual({ review: 'REJECTED' });
    await waitFor(() => expect(within(row()).getByText('Rejected')).toBeTruthy());

    fireEvent.click(within(row()).getByRole('button', { name: /^Restore the match SPOT-COLA-30 / }));
    await waitFor(() => expect(api.callsTo('PUT', MATCH_PATH)).toHaveLength(2));
    expect(api.callsTo('PUT', MATCH_PATH)[1]!.body).toEqual({ review: 'AUTO' });
    await waitFor(() => expect(within(row()).getByText('Waiting for review')).toBeTruthy());
  });

  it('puts the review back and says why when the call fails', async () => {
    startAudit('/audit/s/fm-2/matches/spot', [station], server(reply(500, errorBody(500, 'ERR_INTERNAL'))));
    const row = await rowOf();
    fireEvent.click(within(row()).getByRole('button', { name: /^Accept the match / }));
    expect(await screen.findByText(/The match could not be updated/)).toBeTruthy();
    await waitFor(() => expect(within(row()).getByText('Waiting for review')).toBeTruthy());
  });

  it('lists only what waits for review with the filter, kept in the URL', async () => {
    const { api, router } = startAudit('/audit/s/fm-2/matches/spot', [station], {
      [`GET ${RESULTS}`]: page([MATCH]),
    });
    await rowOf();
    fireEvent.click(screen.getByRole('radio', { name: 'Waiting for review' }));
    await waitFor(() => expect(api.callsTo('GET', RESULTS).at(-1)?.query.get('waitsForReview')).toBe('true'));
    expect(router.state.location.search).toEqual({ review: 'waiting' });
    fireEvent.click(screen.getByRole('radio', { name: 'Counted or reviewed' }));
    await waitFor(() => expect(api.callsTo('GET', RESULTS).at(-1)?.query.get('waitsForReview')).toBe('false'));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(api.callsTo('GET', RESULTS).at(-1)?.query.has('waitsForReview')).toBe(false));
  });
});

describe('audit review thresholds of a station', () => {
  const admin = aUserStation({}, { audit: { enabled: true, liveMentionsEnabled: true } });

  async function renderForm(save = vi.fn(async (_review: AuditReview) => undefined)) {
    renderScreen(<AuditReviewForm station={admin} save={save} onCancel={() => {}} />, { api: createFakeApi() });
    await screen.findByRole('form', { name: 'Audit review' });
    return save;
  }

  it('saves both thresholds as whole numbers from 0 to 100', async () => {
    const save = await renderForm();
    const match = screen.getByRole('textbox', { name: /Audio matches: review under score/ });
    const mention = screen.getByRole('textbox', { name: /Live mentions: review under confidence/ });
    expect((match as HTMLInputElement).value).toBe('0');
    fireEvent.change(match, { target: { value: '45' } });
    fireEvent.change(mention, { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ matchThreshold: 45, mentionThreshold: 70 }));
  });

  it("shows the thresholds on the station's info tab", async () => {
    const station = { ...admin, auditReview: { matchThreshold: 45, mentionThreshold: 70 } };
    renderScreen(<StationInfoTab station={station} />, { api: createFakeApi() });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Audio matches: review under score\s*45/ })).toBeTruthy();
    expect(
      within(table).getByRole('row', { name: /Live mentions: review under confidence \(%\)\s*70 %/ }),
    ).toBeTruthy();
  });

  it('says beside the field when a threshold is out of range, and does not save', async () => {
    const save = await renderForm();
    const match = screen.getByRole('textbox', { name: /Audio matches: review under score/ });
    fireEvent.change(match, { target: { value: '' } });
    expect(await screen.findByText('Enter a whole number from 0 to 100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).not.toHaveBeenCalled();
  });
});
