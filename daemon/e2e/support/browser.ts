import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, the browser the box's kiosk runs (deploy/kiosk-chromium.sh): the launcher's tests start it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the tests drive pages in: Debian's chromium-headless-shell, the same engine without the browser's own
 * windows and services (a third less CPU for the same test: spanishForms 17.7 CPU-s instead of 25.8), or Chromium where
 * it is not installed.
 */
export const CHROMIUM_FOR_PAGES = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM);

/** Flags that keep Chromium quiet on a machine without internet: no background networking, updates, sync or QUIC; no sandbox or GPU. */
const QUIET = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** Debian's Chromium, headless; `fakeWebcam` is a .y4m file played as the camera. */
export async function launchBrowser(options: { fakeWebcam?: string } = {}): Promise<Browser> {
  const args = [...QUIET];
  if (options.fakeWebcam)
    args.push('--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${options.fakeWebcam}`);
  return chromium.launch({ executablePath: CHROMIUM_FOR_PAGES, headless: true, args });
}

/** `locale`: the browser's language; the page must be Spanish whatever it is (en-US is the test of that). */
export async function newPage(browser: Browser, viewport = { width: 1366, height: 768 }, locale = 'es-MX'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale, timezoneId: 'America/Mexico_City' });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page };
}
