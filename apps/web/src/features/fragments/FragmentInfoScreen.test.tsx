import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Fragment } from '@antena/contract';
import { reply } from '../../test/app-kit';
import { aFragment, aFragmentsStation, downloadUrl, FM1_ID, FRAGMENT_ID, startFragments } from './fragments-test-kit';

const fm1 = aFragmentsStation('fm-1');
const ONE = `/fragments/${FRAGMENT_ID}`;
const INFO = `/fragments/s/fm-1/fragment/${FRAGMENT_ID}`;

describe('fragment info (spec 02 "Fragments")', () => {
  it('shows the header, the per-chunk player of an audio fragment and its download', async () => {
    const title = 'A very long title about the morning interview with the minister';
    const { api } = startFragments(INFO, [fm1], { [`GET ${ONE}`]: aFragment({ title }) });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Fragments' }).getAttribute('href')).toBe('/fragments/s/fm-1');
    expect(within(crumbs).getByDisplayValue('FM-1')).toBeTruthy();
    expect(within(crumbs).getByText('A very long title about the m…')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Fragment sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Info', 'Export', 'Audiogram']);
    const audio = await screen.findByLabelText('Fragment audio');
    expect(audio.getAttribute('src')).toBe(downloadUrl('AUDIO').url);
    expect(screen.getByRole('region', { name: 'Chunk 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Chunk 1' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Download audio' })).getAttribute('href')).toBe(
      downloadUrl('AUDIO').url,
    );
    expect(screen.queryByRole('link', { name: 'Download video' })).toBeNull();
    expect(api.callsTo('GET', `/segments/stations/${FM1_ID}/segments`)[0]?.query.get('from')).toBe(
      String(aFragment().from),
    );
  });

  it('shows each chunk of a joint fragment with its label, in order', async () => {
    const from = aFragment().from;
    const chunk = (start: number, label: string | null, color: string | null) => ({
      from: start,
      to: start + 30_000,
      duration: 30_000,
      label,
      color,
      highlights: [],
      segments: [{ from: start, to: start + 30_000 }],
    });
    startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment({
        type: 'JOINT_FRAGMENT',
        to: from + 630_000,
        duration: 60_000,
        chunks: [chunk(from, 'Intro', 'grape'), chunk(from + 600_000, null, '#ff8800')],
      }),
    });
    await screen.findByLabelText('Fragment audio');
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual(['Intro', 'Chunk 2']);
    expect(
      within(screen.getByRole('region', { name: 'Chunk 2' })).getByText(/09:10:00 GMT-3 – 09:10:30 GMT-3/),
    ).toBeTruthy();
  });

  it('plays the video of a video station and offers both downloads', async () => {
    const tv = aFragmentsStation('fm-1', { format: 'mpegts' });
    startFragments(INFO, [tv], {
      [`GET ${ONE}`]: aFragment({ media: { status: 'READY', error: null, types: ['AUDIO', 'VIDEO'] } }),
    });
    const video = await screen.findByLabelText('Fragment video');
    expect(video.getAttribute('src')).toBe(downloadUrl('VIDEO').url);
    expect(await screen.findByRole('link', { name: 'Download video' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Download audio' })).toBeTruthy();
  });

  it('asks again every 2 s while the media is being made and stops once it is READY', async () => {
    let media: Fragment['media'] = { status: 'WAITING', error: null, types: [] };
    const { api } = startFragments(INFO, [fm1], { [`GET ${ONE}`]: () => aFragment({ media }) });
    expect(await screen.findByText('The media is waiting to be generated…')).toBeTruthy();
    media = { status: 'IN_PROGRESS', error: null, types: [] };
    expect(await screen.findByText('Generating the media…', {}, { timeout: 4_000 })).toBeTruthy();
    media = { status: 'READY', error: null, types: ['AUDIO'] };
    expect(await screen.findByLabelText('Fragment audio', {}, { timeout: 4_000 })).toBeTruthy();
    const asked = api.callsTo('GET', ONE).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.callsTo('GET', ONE)).toHaveLength(asked);
  }, 20_000);

  it('says when the media failed', async () => {
    startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment({ media: { status: 'ERROR', error: 'ffmpeg exited 1', types: [] } }),
    });
    expect(
      await screen.findByText('An error occurred while generating the media, please contact support.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Fragment audio')).toBeNull();
  });

  it('says what the recording is missing', async () => {
    const from = aFragment().from;
    startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment({ duration: 90_000, gaps: [{ from: from + 30_000, to: from + 60_000 }] }),
    });
    const notice = await screen.findByRole('note');
    expect(within(notice).getByText('The recording has gaps')).toBeTruthy();
    expect(within(notice).getByText('09:00:30 GMT-3 to 09:01:00 GMT-3')).toBeTruthy();
  });

  it('says a missing fragment is gone, without asking again', async () => {
    const { api } = startFragments(INFO, [fm1], { [`GET ${ONE}`]: reply(404) });
    expect(await screen.findByText('Fragment not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the fragments' })).toBeTruthy();
    expect(api.callsTo('GET', ONE)).toHaveLength(1);
  });

  it('shows the details in the +INFO drawer and edits title, description and tags', async () => {
    const { api } = startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment(),
      [`PUT /stations/${FM1_ID}/fragments/${FRAGMENT_ID}`]: (call) => aFragment(call.body as Partial<Fragment>),
    });
    fireEvent.click(await screen.findByRole('button', { name: '+INFO' }));
    const drawer = await screen.findByRole('dialog', { name: 'Fragment information' });
    for (const text of [
      '03/10/2026',
      '09:00:00 GMT-3',
      '09:02:00 GMT-3',
      '2:00',
      'Ana Pérez',
      'The minister on the budget',
    ])
      expect(within(drawer).getByText(text, { selector: 'dd' })).toBeTruthy();
    const title = within(drawer).getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Required')).toBeTruthy();
    expect(api.callsTo('PUT', `/stations/${FM1_ID}/fragments/${FRAGMENT_ID}`)).toHaveLength(0);

    fireEvent.change(title, { target: { value: ' Budget interview ' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Description' }), { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fragment edited')).toBeTruthy();
    expect(api.callsTo('PUT', `/stations/${FM1_ID}/fragments/${FRAGMENT_ID}`)[0]?.body).toEqual({
      title: 'Budget interview',
      description: null,
      tags: ['politics', 'budget'],
      stationId: FM1_ID,
    });
    expect(await screen.findByRole('heading', { name: 'Budget interview' })).toBeTruthy();
  });

  it('says when an edit could not be saved', async () => {
    startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment(),
      [`PUT /stations/${FM1_ID}/fragments/${FRAGMENT_ID}`]: reply(500),
    });
    fireEvent.click(await screen.findByRole('button', { name: '+INFO' }));
    const drawer = await screen.findByRole('dialog', { name: 'Fragment information' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Title' }), { target: { value: 'Other' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not edit fragment')).toBeTruthy();
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const { api, router } = startFragments(INFO, [fm1], { [`GET ${ONE}`]: aFragment(), [`DELETE ${ONE}`]: reply(204) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete fragment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete fragment' })).toBeNull());
    expect(api.callsTo('DELETE', ONE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete fragment' });
    expect(within(dialog).getByText('Delete "Morning interview" and its media? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Fragment deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragments/s/fm-1'));
    expect(api.callsTo('DELETE', ONE)).toHaveLength(1);
  });

  it('says when a deletion failed and stays', async () => {
    const { router } = startFragments(INFO, [fm1], { [`GET ${ONE}`]: aFragment(), [`DELETE ${ONE}`]: reply(500) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete fragment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete fragment')).toBeTruthy();
    expect(router.state.location.pathname).toBe(INFO);
  });
});
