/**
 * Issue 44 in a real browser with an English locale, at a phone's 390x844 and a laptop's 1366x768: the owner sets up
 * the company's mail server in 'Sistema' → 'Avisos', 'Enviar prueba' shows what the server answered and the message
 * arrives at a real SMTP server on loopback; then, subscribed in 'Usuarios', a real alert (an account locked by wrong
 * passwords) is e-mailed and listed in 'Avisos enviados' as 'Enviado'.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, startTestSmtp, type TestSmtp } from '../src/test-support/testSmtp.js';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

const SMTP_USER = 'avisos@empresa.mx';
const SMTP_PASSWORD = 'clave-del-correo-9';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

let daemon: RunningDaemon;
let browser: Browser;
let smtp: TestSmtp;
beforeAll(async () => {
  [daemon, browser, smtp] = await Promise.all([
    startDaemon(),
    launchBrowser(),
    startTestSmtp({ users: { [SMTP_USER]: SMTP_PASSWORD }, tls: selfSignedCertificate() }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
  await smtp?.stop();
});

async function openAvisos(size: (typeof SIZES)[number]): Promise<Page> {
  const { page } = await newPage(browser, size, 'en-US');
  await page.goto(`${daemon.url}/admin/avisos`);
  await signIn(page);
  await page.waitForURL(`${daemon.url}/admin/avisos`);
  await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();
  await page.getByRole('form', { name: 'Canales de avisos' }).waitFor();
  return page;
}

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("'Avisos' in a real browser (issue 44)", () => {
  it.each(SIZES)(
    "at $width x $height: configures the mail server, and 'Enviar prueba' shows the server's answer and the message arrives",
    async (size) => {
      const page = await openAvisos(size);
      const correo = page.getByRole('group', { name: 'Correo (SMTP)' });
      await correo.getByLabel('Servidor de correo').fill('127.0.0.1');
      await correo.getByLabel('Puerto').fill(String(smtp.port));
      await correo.getByLabel('Conexión').selectOption('starttls');
      // The test server's certificate is its own (self-signed): the warning says what that means.
      await correo.getByRole('checkbox', { name: 'No verificar el certificado del servidor' }).check();
      expect(await correo.getByRole('note').innerText()).toContain('podría hacerse pasar por el servidor de correo');
      await correo.getByLabel('Usuario').fill(SMTP_USER);
      await correo.getByLabel('Contraseña').fill(SMTP_PASSWORD);
      await correo.getByLabel('Remitente').fill('reloj@empresa.mx');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page.getByText('Configuración de avisos guardada.').waitFor();
      expect(await correo.getByLabel('Contraseña').inputValue()).toBe('');
      await correo.getByText(/^Contraseña guardada\./).waitFor();

      const before = smtp.received.length;
      await correo.getByRole('button', { name: 'Enviar prueba' }).click();
      const answer = correo.getByRole('status');
      await expect.poll(() => answer.innerText(), { timeout: 20_000 }).toMatch(/^El servidor respondió: 250 .*\(enviado a reloj@empresa\.mx\)$/);
      expect(smtp.received).toHaveLength(before + 1);
      const { mail, to, user, secured } = smtp.received.at(-1)!;
      expect(to).toEqual(['reloj@empresa.mx']);
      expect({ user, secured }).toEqual({ user: SMTP_USER, secured: true });
      expect(mail.subject).toContain('Prueba de avisos');
      expect(mail.text).toContain('Este es un mensaje de prueba del reloj checador');
      expect(await overflow(page)).toBe(0);
      await page.context().close();
    },
    90_000,
  );

  it("an account locked by wrong passwords is e-mailed to the administrador who chose it in 'Usuarios', and listed as 'Enviado'", async () => {
    const api = await adminApi(daemon.url);
    await api.call('POST', '/api/usuarios', { usuario: 'cajero.centro', password: 'una-contraseña-larga', rol: 'consulta', sucursalIds: [] });
    // Both screens are open before the lock: four wrong passwords from this address slow down its sign-ins for a while.
    const phone = await openAvisos(SIZES[0]);
    const page = await openAvisos(SIZES[1]);

    // The administrador's address and the kind, chosen in 'Usuarios' → 'Editar'.
    await page.getByRole('navigation', { name: 'Menú lateral' }).getByRole('link', { name: 'Usuarios' }).click();
    await page.getByRole('button', { name: 'Editar admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar cuenta' });
    await dialog.getByLabel('Correo para avisos').fill('dueno@empresa.mx');
    await dialog.getByRole('checkbox', { name: 'Cuenta bloqueada' }).check();
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.waitFor({ state: 'detached' });

    const before = smtp.received.length;
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${daemon.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usuario: 'cajero.centro', password: 'no-es-esta' }),
      });
      expect(res.status).toBe(401);
    }
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(before + 1);
    const { mail, to } = smtp.received.at(-1)!;
    expect(to).toEqual(['dueno@empresa.mx']);
    expect(mail.subject).toContain('Cuenta «cajero.centro» bloqueada');
    expect(mail.text).not.toContain('no-es-esta');

    for (const screen of [page, phone]) {
      if (screen === page) await page.getByRole('navigation', { name: 'Menú lateral' }).getByRole('link', { name: 'Avisos' }).click();
      else await phone.reload();
      const list = screen.getByRole('region', { name: 'Avisos enviados' });
      const row = list.getByRole('row').filter({ hasText: 'dueno@empresa.mx' });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Enviado');
      expect(await row.innerText()).toContain('Cuenta bloqueada');
      expect(await row.getByRole('button', { name: /Reintentar/ }).count()).toBe(0);
      expect(await overflow(screen)).toBe(0);
    }
    await page.context().close();
    await phone.context().close();
  }, 120_000);
});
