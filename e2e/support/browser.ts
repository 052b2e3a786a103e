/** Debian Chromium driven by playwright-core, as STACK.md prescribes (never a downloaded browser). */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../.test-artifacts/screenshots');

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** `executablePath`: another way to start Debian Chromium (e.g. in a network namespace). */
export async function openBrowser(options: { locale?: string; executablePath?: string } = {}): Promise<Browser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'antena-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.executablePath ?? '/usr/bin/chromium',
    headless: true,
    locale: options.locale ?? 'en-US',
    viewport: { width: 1366, height: 768 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Keeps a screenshot of what the user sees, for reviewers. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
