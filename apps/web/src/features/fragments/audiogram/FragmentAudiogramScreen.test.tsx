import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  audiogramInputPropsSchema,
  type AudiogramGeneration,
  type AudiogramVariantJob,
  type Fragment,
} from '@antena/contract';
import { reply } from '../../../test/app-kit';
import { aFragment, aFragmentsStation, FRAGMENT_ID, startFragments } from '../fragments-test-kit';

// The platform forms' autosizing textarea listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

const ONE = `/fragments/${FRAGMENT_ID}`;
const AUDIOGRAM = `/fragments/s/fm-1/fragment/${FRAGMENT_ID}/audiogram`;
const GENERATE = `${ONE}/audiogram/generate`;
const MEDIA_URL = `${ONE}/audiogram/media-url`;

const aTemplate = (name: string, isDefault: boolean, colour: string, variants: string[]) => ({
  name,
  default: isDefault,
  data: {
    titleColor: colour,
    captionsTextColor: '#eeeeee',
    visualizerColor: '#00ff00',
    backgroundType: 'color' as const,
    backgroundColor: '#000033',
    backgroundImageUrl: null,
    variants,
  },
});
const fm1 = aFragmentsStation(
  'fm-1',
  {},
  {
    fragments: {
      platformUpload: { YOUTUBE: { enabled: true }, TWITTER: { enabled: true } },
      audiogram: {
        templates: [
          aTemplate('Plain', false, '#aaaaaa', ['16x9']),
          aTemplate('Brand', true, '#111111', ['9x16', '1x1']),
        ],
      },
    },
  },
);

const PROPS = audiogramInputPropsSchema.parse({ titleText: 'Morning interview', width: 1920 });
const job = (overrides: Partial<AudiogramVariantJob> = {}): AudiogramVariantJob => ({
  status: 'QUEUED',
  progress: 0,
  failedReason: null,
  data: null,
  ...overrides,
});
const generation = (variantsJobs: AudiogramGeneration['variantsJobs']): AudiogramGeneration => ({
  variantsJobs,
  inputProps: PROPS,
});
const captions = {
  transcriptionStatus: 'COMPLETED' as const,
  captions: [
    { text: 'Good', startMs: 0, endMs: 300, timestampMs: null, confidence: 0.9 },
    { text: 'morning', startMs: 300, endMs: 800, timestampMs: null, confidence: 0.9 },
  ],
};
const mediaUrl = (variant: string) => `https://storage.test/audiograms/${FRAGMENT_ID}/${variant}.mp4?sig=1`;

const connection = (connected: boolean) => ({
  stationId: fm1.id,
  platform: 'YOUTUBE',
  connected,
  connectedBy: connected ? 'admin@radio.com' : null,
  connectedAt: null,
  profile: connected ? { displayName: 'Radio FM1', photo: null, url: null } : null,
  needsReconnect: false,
  error: null,
});

function start(fragment: () => Fragment, answers: Record<string, unknown> = {}) {
  return startFragments(AUDIOGRAM, [fm1], {
    [`GET ${ONE}`]: fragment,
    [`GET ${ONE}/audiogram/captions`]: captions,
    [`GET ${MEDIA_URL}`]: (call: { query: URLSearchParams }) => ({ url: mediaUrl(call.query.get('variant')!) }),
    ...(answers as Record<string, never>),
  });
}

const form = () => screen.findByRole('form', { name: 'Generate an audiogram' });
const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('fragment audiogram (spec 02 "Audiogram")', () => {
  it('is a section of the fragment, marked current in its nav', async () => {
    start(() => aFragment());
    await form();
    const nav = screen.getByRole('navigation', { name: 'Fragment sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Info', 'Export', 'Audiogram']);
    expect(links[2]!.getAttribute('aria-current')).toBe('page');
    expect(links[0]!.getAttribute('aria-current')).toBeNull();
    expect(links[2]!.getAttribute('href')).toBe(AUDIOGRAM);
  });

  it('refuses to generate without a format', async () => {
    const { api } = start(() => aFragment());
    await form();
    for (const name of ['Square (1:1)', 'Portrait (9:16)']) fireEvent.click(checkbox(name));
    expect(checkbox('Landscape (16:9)').checked).toBe(false);
    generate();
    expect(await screen.findByText('At least one format is required')).toBeTruthy();
    expect(api.callsTo('POST', GENERATE)).toHaveLength(0);
  });

  it("prefills from the station's default template and sends the generate body, then follows the variants", async () => {
    let fragment = aFragment();
    const { api } = start(() => fragment, {
      [`POST ${GENERATE}`]: () => {
        const answer = generation({ '1x1': job(), '9x16': job() });
        fragment = aFragment({ audiogramGeneration: answer });
        return answer;
      },
    });
    await form();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title text' }).value).toBe('Morning interview');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title colour' }).value).toBe('#111111');
    expect(checkbox('Square (1:1)').checked).toBe(true);
    expect(checkbox('Landscape (16:9)').checked).toBe(false);
    expect(checkbox('Portrait (9:16)').checked).toBe(true);
    // The caption words of the transcription.
    expect(await screen.findByText('Good', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title text' }), { target: { value: 'The budget' } });
    generate();
    await waitFor(() => expect(api.callsTo('POST', GENERATE)).toHaveLength(1));
    expect(api.callsTo('POST', GENERATE)[0]!.body).toEqual({
      variants: ['1x1', '9x16'],
      inputProps: {
        visualizer: { type: 'spectrum', samples: 64 },
        titleText: 'The budget',
        coverImageUrl: null,
        titleColor: '#111111',
        captionsTextColor: '#eeeeee',
        visualizerColor: '#00ff00',
        backgroundType: 'color',
        backgroundColor: '#000033',
        backgroundImageUrl: null,
        captionsType: 'KARAOKE',
        audioOffsetInSeconds: 0,
        onlyDisplayCurrentSentence: false,
        width: 1080,
      },
    });
    expect(await screen.findByRole('region', { name: 'Square (1:1)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Portrait (9:16)' })).toBeTruthy();
    expect(screen.getAllByText('Waiting to be rendered…')).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Generate an audiogram' })).toBeNull();
  });

  it('applies another template chosen, and an oscilloscope with its options', async () => {
    const { api } = start(() => aFragment(), { [`POST ${GENERATE}`]: generation({ '16x9': job() }) });
    await form();
    fireEvent.click(screen.getByRole('combobox', { name: 'Template' }));
    fireEvent.click(screen.getByRole('option', { name: 'Plain' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title colour' }).value).toBe('#aaaaaa');
    expect(checkbox('Square (1:1)').checked).toBe(false);
    expect(checkbox('Landscape (16:9)').checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Oscilloscope' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amplitude' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No captions' }));
    generate();
    await waitFor(() => expect(api.callsTo('POST', GENERATE)).toHaveLength(1));
    const body = api.callsTo('POST', GENERATE)[0]!.body as { variants: string[]; inputProps: Record<string, unknown> };
    expect(body.variants).toEqual(['16x9']);
    expect(body.inputProps).toMatchObject({
      titleColor: '#aaaaaa',
      visualizer: { type: 'oscilloscope', window: 0.1, posterization: 3, amplitude: 7, padding: 50 },
      captionsType: 'NONE',
    });
  });

  it('notes a fragment without a transcription in the captions preview', async () => {
    start(() => aFragment(), {
      [`GET ${ONE}/audiogram/captions`]: { transcriptionStatus: null, captions: [] },
    });
    expect(
      await screen.findByText('This fragment has no transcription yet: the audiogram will have no captions.'),
    ).toBeTruthy();
  });

  it('shows variants in progress and failed with the reason, and regenerates a failed one with the same props', async () => {
    let fragment = aFragment({
      audiogramGeneration: generation({
        '1x1': job({ status: 'IN_PROGRESS', progress: 40 }),
        '16x9': job({ status: 'FAILED', failedReason: 'Renderer ran out of memory' }),
      }),
    });
    const { api } = start(() => fragment, {
      [`POST ${GENERATE}`]: () => {
        fragment = aFragment({
          audiogramGeneration: generation({
            '1x1': job({ status: 'IN_PROGRESS', progress: 40 }),
            '16x9': job({ status: 'QUEUED' }),
          }),
        });
        return generation({ '16x9': job({ status: 'QUEUED' }) });
      },
    });
    const square = await screen.findByRole('region', { name: 'Square (1:1)' });
    expect(within(square).getByText('Rendering… 40%')).toBeTruthy();
    expect(within(square).getByText('In progress')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Publish the audiogram' })).toBeNull();
    const landscape = screen.getByRole('region', { name: 'Landscape (16:9)' });
    expect(within(landscape).getByText('Renderer ran out of memory')).toBeTruthy();
    fireEvent.click(within(landscape).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(api.callsTo('POST', GENERATE)).toHaveLength(1));
    expect(api.callsTo('POST', GENERATE)[0]!.body).toEqual({ variants: ['16x9'], inputProps: PROPS });
    expect(await within(landscape).findByText('Waiting to be rendered…')).toBeTruthy();
    expect(within(square).getByText('Rendering… 40%')).toBeTruthy();
  });

  it('plays and offers to download a completed variant from its media URL', async () => {
    const { api } = start(() =>
      aFragment({
        audiogramGeneration: generation({
          '9x16': job({ status: 'COMPLETED', progress: 100, data: { width: 1080, height: 1920, durationMs: 120_000 } }),
        }),
      }),
    );
    const portrait = await screen.findByRole('region', { name: 'Portrait (9:16)' });
    const video = await within(portrait).findByLabelText('Audiogram Portrait (9:16)');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(mediaUrl('9x16'));
    const download = within(portrait).getByRole('link', { name: 'Download Portrait (9:16)' });
    expect(download.getAttribute('href')).toBe(mediaUrl('9x16'));
    expect(download.hasAttribute('download')).toBe(true);
    expect(api.callsTo('GET', MEDIA_URL).map((call) => call.query.get('variant'))).toEqual(['9x16']);
  });

  it('says when the media URL of a completed variant cannot be had', async () => {
    start(
      () => aFragment({ audiogramGeneration: generation({ '1x1': job({ status: 'COMPLETED', progress: 100 }) }) }),
      {
        [`GET ${MEDIA_URL}`]: reply(409),
      },
    );
    expect(await screen.findByText('The video could not be loaded', {}, { timeout: 4_000 })).toBeTruthy();
  });

  it('asks for the fragment every 2 s while a variant renders and stops once done', async () => {
    let jobs: AudiogramGeneration['variantsJobs'] = { '1x1': job({ status: 'IN_PROGRESS', progress: 10 }) };
    const { api } = start(() => aFragment({ audiogramGeneration: generation(jobs) }));
    expect(await screen.findByText('Rendering… 10%')).toBeTruthy();
    jobs = { '1x1': job({ status: 'IN_PROGRESS', progress: 70 }) };
    expect(await screen.findByText('Rendering… 70%', {}, { timeout: 4_000 })).toBeTruthy();
    jobs = { '1x1': job({ status: 'COMPLETED', progress: 100 }) };
    expect(await screen.findByLabelText('Audiogram Square (1:1)', {}, { timeout: 4_000 })).toBeTruthy();
    const asked = api.callsTo('GET', ONE).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.callsTo('GET', ONE)).toHaveLength(asked);
  }, 20_000);

  it('makes a new audiogram from the last props with changes', async () => {
    let fragment = aFragment({
      audiogramGeneration: generation({ '1x1': job({ status: 'COMPLETED', progress: 100 }) }),
    });
    const { api } = start(() => fragment, {
      [`POST ${GENERATE}`]: () => {
        const answer = generation({ '16x9': job() });
        fragment = aFragment({ audiogramGeneration: answer });
        return answer;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New audiogram' }));
    await form();
    // The last generation's props and formats, not the template's.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title colour' }).value).toBe('#FFFFFF');
    expect(checkbox('Square (1:1)').checked).toBe(true);
    fireEvent.click(checkbox('Square (1:1)'));
    fireEvent.click(checkbox('Landscape (16:9)'));
    generate();
    await waitFor(() => expect(api.callsTo('POST', GENERATE)).toHaveLength(1));
    expect(api.callsTo('POST', GENERATE)[0]!.body).toEqual({ variants: ['16x9'], inputProps: PROPS });
    expect(await screen.findByRole('region', { name: 'Landscape (16:9)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Square (1:1)' })).toBeNull();
  });

  it('says the station is not connected instead of offering a form that cannot publish', async () => {
    start(
      () => aFragment({ audiogramGeneration: generation({ '1x1': job({ status: 'COMPLETED', progress: 100 }) }) }),
      { [`GET /connections/${fm1.id}/youtube`]: connection(false) },
    );
    const section = await screen.findByRole('region', { name: 'Publish the audiogram' });
    expect(await within(section).findByText(/The station is not connected to YouTube/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('publishes a completed variant to a platform with its form and follows the platform', async () => {
    const EXPORT = `${ONE}/audiogram/social-export/YOUTUBE`;
    let audiogramExport: Fragment['audiogramExport'] = { platforms: {} };
    const fragment = () =>
      aFragment({
        audiogramGeneration: generation({
          '1x1': job({ status: 'FAILED', failedReason: 'boom' }),
          '9x16': job({ status: 'COMPLETED', progress: 100 }),
        }),
        audiogramExport,
      });
    const { api } = start(fragment, {
      [`GET /connections/${fm1.id}/youtube`]: connection(true),
      [`POST ${EXPORT}`]: () =>
        reply(201, {
          id: '9c1b2c3d-0000-4000-8000-000000000009',
          key: `FRAGMENT:${FRAGMENT_ID}`,
          stationId: fm1.id,
          fragmentId: FRAGMENT_ID,
          fragmentTitle: 'Morning interview',
          platform: 'YOUTUBE',
          variant: '9x16',
          status: 'UPLOADING',
          createdAt: '2026-03-10T12:10:00Z',
          createdBy: 'ana@radio.com',
          progress: { sentBytes: 0, totalBytes: 0 },
          videoUrl: null,
          error: null,
          errorCode: null,
        }),
    });
    const section = await screen.findByRole('region', { name: 'Publish the audiogram' });
    expect(within(section).getByRole<HTMLInputElement>('combobox', { name: 'Format' }).value).toBe('Portrait (9:16)');
    expect(within(section).getByRole<HTMLInputElement>('combobox', { name: 'Platform' }).value).toBe('YouTube');
    fireEvent.click(await within(section).findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST', EXPORT)).toHaveLength(1));
    expect(api.callsTo('POST', EXPORT)[0]!.body).toMatchObject({
      variant: '9x16',
      data: { title: 'Morning interview', content: 'The minister on the budget', private: true },
    });
    audiogramExport = { platforms: { YOUTUBE: { status: 'IN_PROGRESS', failedReason: null, result: null } } };
    const states = await within(section).findByRole('table', { name: 'Publications of the audiogram' });
    expect(await within(states).findByText('In progress', {}, { timeout: 4_000 })).toBeTruthy();
    audiogramExport = {
      platforms: { YOUTUBE: { status: 'COMPLETED', failedReason: null, result: { videoUrl: 'https://youtu.be/x' } } },
    };
    const link = await within(states).findByRole('link', { name: 'Open on YouTube' }, { timeout: 4_000 });
    expect(link.getAttribute('href')).toBe('https://youtu.be/x');
    const asked = api.callsTo('GET', ONE).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.callsTo('GET', ONE)).toHaveLength(asked);
  }, 20_000);
});
