/**
 * jsdom lacks the layout APIs Mantine reads (matchMedia for the colour scheme and
 * breakpoints, ResizeObserver for floating elements, scrollIntoView): stub them so
 * components render as they do in a browser.
 */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLocale } from '../lib/i18n';
import { takeFixtureViolations } from './contract-fixtures';

// CI runs these on 2 busy cores: a screen that needs 1.2 s there is slow, not broken. What a
// test waits for it still has to find.
configure({ asyncUtilTimeout: 5000 });

// Tests render in either language.
await Promise.all([loadLocale('en'), loadLocale('es')]);

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element, pseudo?: string | null) => getComputedStyle(elt, pseudo);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  const violations = takeFixtureViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
