/**
 * The media elements the app creates (the audio player keeps its element out of the page), kept
 * where a test can read their clock. Browser code as text: this project has no DOM types.
 */
import type { Page } from 'playwright-core';

/** An init script (`context.addInitScript`) that records every media element the page creates. */
export const TRACK_MEDIA = `
  window.__media = [];
  const createElement = document.createElement.bind(document);
  document.createElement = (tag, options) => {
    const element = createElement(tag, options);
    if (element instanceof HTMLMediaElement) window.__media.push(element);
    return element;
  };
`;

/** The furthest any media element of the page has played, in seconds. */
export const mediaTime = (page: Page) =>
  page.evaluate<number>(`Math.max(0, ...[...(window.__media ?? []), ...document.querySelectorAll('audio, video')]
    .map((element) => element.currentTime))`);

/** Each media element's state in words, for a failure message when playback does not move. */
export const mediaStates = (page: Page) =>
  page.evaluate<string>(`JSON.stringify([...(window.__media ?? []), ...document.querySelectorAll('audio, video')]
    .map(({ currentTime, paused, readyState, networkState, error }) =>
      ({ currentTime, paused, readyState, networkState, error: error?.message ?? null })))`);
