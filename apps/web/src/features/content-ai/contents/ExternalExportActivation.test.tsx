import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Delivery } from '@antena/contract';
import { reply } from '../../../test/app-kit';
import { aContent, CONTENT_ID, CONTENT_PATH, FM1_ID, FRAGMENT_ID, startContentAi } from '../content-ai-test-kit';

const configs = {
  results: [{ stationId: FM1_ID, externalExport: { enabled: true, type: 'FOLDER' as const, target: null } }],
};

describe("a content's external export", () => {
  it("enables the origin fragment's delivery to its station's target, then says it is on", async () => {
    let delivery: Delivery | null = null;
    const { api } = startContentAi(CONTENT_PATH, {
      [`GET /contents/${CONTENT_ID}`]: aContent(),
      'GET /station-config/all': configs,
      [`GET /delivery/${FRAGMENT_ID}`]: () => delivery ?? reply(404),
      [`POST /delivery/${FRAGMENT_ID}/enable`]: () =>
        (delivery = { fragmentId: FRAGMENT_ID, enabled: true, options: { targetStationId: FM1_ID }, assets: [] }),
    });
    const enable = await screen.findByRole('button', { name: 'Enable external export' });
    await waitFor(() => expect(enable.hasAttribute('disabled')).toBe(false));
    fireEvent.click(enable);
    expect((await screen.findAllByText('External export enabled')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', `/delivery/${FRAGMENT_ID}/enable`)[0]?.body).toEqual({ targetStationId: FM1_ID });
  });

  it('hides the activation from a client user without Fragments_Delivery', async () => {
    startContentAi(
      CONTENT_PATH,
      {
        [`GET /contents/${CONTENT_ID}`]: aContent(),
        'GET /user/permissions/Fragments_Delivery': { hasPermission: false },
        'GET /user/permissions/Contents_Create': { hasPermission: true },
      },
      { flags: { app__user_permissions_check: true } },
    );
    await screen.findByRole('link', { name: 'Morning interview' });
    expect(screen.queryByRole('button', { name: 'Enable external export' })).toBeNull();
  });
});
