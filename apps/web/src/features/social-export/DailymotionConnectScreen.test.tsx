import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeApi, errorBody, renderScreen, reply } from '../../test/app-kit';
import { DailymotionConnectScreen } from './DailymotionConnectScreen';
import { aConnection, aSocialStation, ST1 } from './social-export-test-kit';

function start(answer: unknown, stations: unknown = [aSocialStation(ST1, 'Radio Uno', ['DAILYMOTION'])]) {
  const api = createFakeApi({
    'GET /stations': stations as never,
    [`POST /auth/dailymotion/api-key/${ST1}`]: answer as never,
  });
  const view = renderScreen(<DailymotionConnectScreen stationId={ST1} />, {
    api,
    path: `/admin/social-export/dailymotion/connect/${ST1}`,
  });
  return { api, router: view.router };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Dailymotion connect (spec 02 "Social export")', () => {
  it('asks for a 7-character channel id and every field before sending anything', async () => {
    const { api } = start(aConnection({ platform: 'DAILYMOTION' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect Radio Uno to Dailymotion' })).toBeTruthy();
    type(/Channel ID/, 'x12ab3');
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Exactly 7 characters')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(api.callsTo('POST', `/auth/dailymotion/api-key/${ST1}`)).toHaveLength(0);
  });

  it('connects with the key, secret and channel id, then goes back to the platform screen', async () => {
    const { api, router } = start(aConnection({ platform: 'DAILYMOTION' }));
    await screen.findByRole('heading', { level: 1, name: 'Connect Radio Uno to Dailymotion' });
    type(/API key/, ' key-1 ');
    type(/API secret/, 'secret-1');
    type(/Channel ID/, 'x7ab3cd');
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(api.callsTo('POST', `/auth/dailymotion/api-key/${ST1}`)).toHaveLength(1));
    expect(api.callsTo('POST', `/auth/dailymotion/api-key/${ST1}`)[0]!.body).toEqual({
      key: 'key-1',
      secret: 'secret-1',
      channelId: 'x7ab3cd',
    });
    expect(await screen.findByText('Radio Uno connected')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/social-export/dailymotion'));
  });

  it("shows the server's message when Dailymotion refuses", async () => {
    start(reply(400, errorBody(400, 'ERR_SOCIAL_SIGN_IN_FAILED', 'Invalid API key or secret')));
    await screen.findByRole('heading', { level: 1, name: 'Connect Radio Uno to Dailymotion' });
    type(/API key/, 'key-1');
    type(/API secret/, 'wrong');
    type(/Channel ID/, 'x7ab3cd');
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dailymotion refused the credentials');
    expect(alert.textContent).toContain('Invalid API key or secret');
  });

  it('says when the station could not be loaded', async () => {
    start(null, reply(500));
    expect(await screen.findByText('Could not load the station')).toBeTruthy();
  });

  it('says when the station is not one of the client', async () => {
    start(null, []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Station not found' })).toBeTruthy();
  });
});
