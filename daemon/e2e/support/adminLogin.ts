import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './daemonProcess.js';

/** Fills the 'Iniciar sesión' page as the administrator would. */
export async function signIn(page: Page, credentials = E2E_ADMIN): Promise<void> {
  await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  await page.getByLabel('Usuario').fill(credentials.usuario);
  await page.getByLabel('Contraseña').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  expect(new URL(page.url()).pathname.startsWith('/admin')).toBe(true);
}
