/**
 * The platform station form in the browser (issue 13.18): a stream URL's underscores are drawn
 * inside the input, not clipped at its edge. Measured with the font the browser actually uses: the
 * bottom of an underscore below the top of the text's line box, against what the input shows.
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { routes, type Station } from '@antena/contract';
import { accessToken, apiAs } from './support/api';
import { openBrowser, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
/** The demo superadmin (seed/demo.seed.ts, seeded outside production). */
const SUPERADMIN = 'admin@antena.local';

/** What the check reads of the page (e2e code is compiled without the DOM's types). */
interface PageGlobals {
  getComputedStyle(
    element: unknown,
  ): Record<'fontStyle' | 'fontWeight' | 'fontSize' | 'fontFamily', string> &
    Record<'lineHeight' | 'paddingTop' | 'paddingBottom', string>;
  document: {
    createElement(name: 'canvas'): {
      getContext(kind: '2d'): {
        font: string;
        measureText(
          text: string,
        ): Record<'fontBoundingBoxAscent' | 'fontBoundingBoxDescent' | 'actualBoundingBoxDescent', number>;
      };
    };
  };
}

/** Runs in the page: where an underscore ends below the top of the line box, and what the input shows. */
function underscoreFit(element: { clientHeight: number }) {
  const page = globalThis as unknown as PageGlobals;
  const style = page.getComputedStyle(element);
  const context = page.document.createElement('canvas').getContext('2d');
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const metrics = context.measureText('_');
  const ascent = metrics.fontBoundingBoxAscent;
  const descent = metrics.fontBoundingBoxDescent;
  const lineHeight = style.lineHeight === 'normal' ? ascent + descent : parseFloat(style.lineHeight);
  // The glyphs sit in the middle of the line box (half the leading above the ascent).
  const underscoreBottom = (lineHeight - ascent - descent) / 2 + ascent + metrics.actualBoundingBoxDescent;
  const content = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  // A line box taller than the content box is centred in it and clipped at its edges.
  const visibleBottom = lineHeight <= content ? lineHeight : (lineHeight + content) / 2;
  return { underscoreBottom, visibleBottom, font: context.font };
}

describe('platform station form', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it("shows a stream URL's underscores whole", async () => {
    const { page } = browser;
    await signIn(page, baseUrl, SUPERADMIN, { path: '/platform' });
    await page.waitForURL(`${baseUrl}/platform`);
    const call = apiAs(baseUrl, await accessToken(page));
    const { id } = await call<Station>(routes.getStation, { params: { id: 'demo-radio' } });
    await page.goto(`${baseUrl}/platform/stations/${id}/edit`);
    const input = page.getByLabel(/^(Stream URL|URL de la señal)/);
    await input.fill('http://radio.example/live_stream_1.mp3');
    expect(await input.inputValue()).toBe('http://radio.example/live_stream_1.mp3');

    const fit = await input.evaluate(underscoreFit);
    expect(fit.underscoreBottom, fit.font).toBeLessThanOrEqual(fit.visibleBottom);
  });
});
