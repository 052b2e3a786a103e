import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContentListItem } from '@antena/contract';
import { reply } from '../../../test/app-kit';
import { aContent, CONTENT_ID, FRAGMENT_ID, startContentAi } from '../content-ai-test-kit';

const item = (id: string, deleted = false): ContentListItem => {
  const { id: _id, key, createdAt, createdBy, source } = aContent({ fragmentDeleted: deleted });
  return { id, key, createdAt, createdBy, source };
};

const OTHER = '9c1b2c3d-0000-4000-8000-00000000c002';

describe('contents list (spec 03 "Content AI")', () => {
  it('lists when each content was made, its origin fragment and a link to it', async () => {
    startContentAi('/content-ai/contents', {
      'GET /contents': { data: [item(CONTENT_ID), item(OTHER, true)], total: 2, page: 1, pageCount: 1, count: 2 },
    });
    const table = await screen.findByRole('table', { name: 'Contents' });
    const origin = within(table).getByRole('link', { name: 'Morning interview' });
    expect(origin.getAttribute('href')).toBe(`/fragments/s/fm-1/fragment/${FRAGMENT_ID}`);
    expect(within(table).getByText('Morning interview (fragment deleted)')).toBeTruthy();
    const views = within(table).getAllByRole('link', { name: 'View the content of Morning interview' });
    expect(views.map((link) => link.getAttribute('href'))).toEqual([
      `/content-ai/contents/${CONTENT_ID}`,
      `/content-ai/contents/${OTHER}`,
    ]);
    expect(within(table).getAllByText('ana@radio.com')).toHaveLength(2);
  });

  it('pages through the server with page and limit', async () => {
    const { api, router } = startContentAi('/content-ai/contents', {
      'GET /contents': (call) => ({
        data: [item(call.query.get('page') === '2' ? OTHER : CONTENT_ID)],
        total: 25,
        page: Number(call.query.get('page')),
        pageCount: 2,
        count: 1,
      }),
    });
    await screen.findByRole('table', { name: 'Contents' });
    expect(api.callsTo('GET', '/contents')[0]?.query.toString()).toBe('page=1&limit=20');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(api.callsTo('GET', '/contents').at(-1)?.query.toString()).toBe('page=2&limit=20'));
  });

  it('says when there are none, and when they could not be loaded', async () => {
    startContentAi('/content-ai/contents', {
      'GET /contents': { data: [], total: 0, page: 1, pageCount: 1, count: 0 },
    });
    expect(await screen.findByText('No contents yet')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    startContentAi('/content-ai/contents', { 'GET /contents': reply(500) });
    expect(await screen.findByText('The contents could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
