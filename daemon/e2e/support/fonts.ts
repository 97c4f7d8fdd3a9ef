import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page's own fonts, and DejaVu Sans alone: what Chromium falls back to on a machine without Liberation Sans or
 * Arial (Debian's default, and wider than both). The screens must hold with either.
 */
export const FONTS = ['de la página', 'DejaVu Sans'] as const;
export type Font = (typeof FONTS)[number];

/** Every page the tab loads from now on draws all its text in `font`; the page's own fonts need nothing. */
export async function useFont(page: Page, font: Font): Promise<void> {
  if (font === 'de la página') return;
  await page.addInitScript((css) => {
    const add = () => document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, `* { font-family: '${font}' !important; }`);
}

/** The loaded page really is drawn in the forced font (a test that measured the page's own fonts twice would pass). */
export async function expectFont(page: Page, font: Font): Promise<void> {
  if (font === 'de la página') return;
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(`"${font}"`);
}
