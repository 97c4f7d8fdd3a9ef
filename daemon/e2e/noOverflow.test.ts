/**
 * Issue 16 item 1 in a real browser with an English locale: every admin screen (the sidebar's links, the home page and
 * the two printable pages) at a phone's 390x844, a tablet's 800x1280 and a laptop's 1366x768 has no horizontal
 * overflow: neither the page nor any card holding a table is wider than it shows; at 1366 px no table scrolls inside
 * its card. Issue 30 item 1: every button and money cell is reachable (inside the viewport, not clipped nor covered),
 * and below 900 px every button is 44 px tall. A fresh box's home page shows the first-run checklist. Issue 26: all of
 * it with the page's fonts and with DejaVu Sans alone (a machine without Liberation Sans, where 'Empleados' scrolled
 * 36 px).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRecordFunctions } from '../src/db/recordFunctions.js';
import { readFace } from '../src/test-support/faces.js';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { CHROMIUM_FOR_PAGES } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';
import { expectFont, FONTS, useFont, type Font } from './support/fonts.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 800, height: 1280 },
  { width: 1366, height: 768 },
] as const;
/** Each size with the page's fonts and with DejaVu Sans forced. */
const CASES = FONTS.flatMap((font) => SIZES.map((size) => ({ font, size })));
const ZONE = 'America/Mexico_City';
/** Screens that must have drawn their table when measured (nothing is measured on a screen that drew none). */
const WITH_TABLES = ['/admin/empleados', '/admin/asistencias', '/admin/dispositivos', '/admin/festivos', '/admin/usuarios', '/admin/avisos'];

let daemon: RunningDaemon;
let browser: Browser;
beforeAll(async () => {
  daemon = await startDaemon({ RELOJ_KIOSK_LOCAL_APPROVAL: 'auto' }); // as on the box, whose own screen approves itself
  browser = await chromium.launch({
    executablePath: CHROMIUM_FOR_PAGES,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--lang=en-US'],
  });
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
});

/** The administrator's signed-in session, once made: the cases measured at once start from it instead of six logins at once. */
let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

async function signedIn(size: (typeof SIZES)[number], font: Font): Promise<Page> {
  const context = await browser.newContext({ viewport: size, locale: 'en-US', timezoneId: ZONE, ...(session ? { storageState: session } : {}) });
  const page = await context.newPage();
  trackTraffic(page);
  await useFont(page, font);
  await page.goto(`${daemon.url}/admin`);
  if (!session) await signIn(page);
  await expectFont(page, font);
  return page;
}

type Measure = {
  page: number;
  tables: { table: string; card: number; cardScrolls: boolean; scroller: number | null }[];
};

/** How far the page and each table's card are wider than they show (> 0: overflow), and any scroller in between. */
const measure = (page: Page): Promise<Measure> =>
  page.evaluate(() => {
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const doc = document.documentElement;
    const tables = [...document.querySelectorAll('table')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        const card: Element = table.closest('.card') ?? table.closest('section') ?? (table.parentElement as Element);
        let scroller: Element | null = null;
        for (let el = table.parentElement; el && el !== card; el = el.parentElement) if (scrolls(el)) scroller = el;
        return {
          table: table.querySelector('caption')?.textContent ?? table.getAttribute('aria-label') ?? 'tabla',
          card: card.scrollWidth - card.clientWidth,
          cardScrolls: scrolls(card),
          scroller: scroller ? scroller.scrollWidth - scroller.clientWidth : null,
        };
      });
    return { page: doc.scrollWidth - doc.clientWidth, tables };
  });

/**
 * Issue 30 item 1: every button and every money cell of the screen is whole inside the viewport, not clipped by a
 * scrolling box nor covered (by a pinned column over a scrolled one); below 900 px every button is at least 44 px tall.
 * A string, evaluated in the page as it is (the test's transform would add helpers the page does not have).
 */
const REACHABLE = `(() => {
  const vw = document.documentElement.clientWidth;
  const main = document.querySelector('main') ?? document.body;
  const targets = [...main.querySelectorAll('button, a.button, .cell-money')].filter(
    (el) => el.getClientRects().length > 0 && !el.closest('.modal, .visually-hidden, [hidden]'));
  const problems = [];
  const label = (el) => el.tagName.toLowerCase() + " '" + (el.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40) + "'";
  for (const el of targets) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left >= vw - 1 || r.right > vw + 1) { problems.push(label(el) + ' beyond the viewport (' + vw + ')'); continue; }
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const left = a.getBoundingClientRect().left + a.clientLeft, right = left + a.clientWidth;
      if (r.left < left - 1 || r.right > right + 1) { problems.push(label(el) + ' clipped by .' + [...a.classList].join('.')); clipped = true; break; }
    }
    if (clipped) continue;
    window.scrollTo(window.scrollX, window.scrollY + r.top - window.innerHeight / 2);
    const s = el.getBoundingClientRect();
    const hit = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
    if (hit && hit !== el && !el.contains(hit) && !hit.contains(el)) problems.push(label(el) + ' covered by ' + hit.tagName.toLowerCase() + '.' + [...hit.classList].join('.'));
  }
  window.scrollTo(0, 0);
  if (vw <= 900) for (const el of targets)
    if (el.classList.contains('button') && el.getBoundingClientRect().height < 43.5) problems.push(label(el) + ' is ' + el.getBoundingClientRect().height.toFixed(1) + 'px tall');
  return problems;
})()`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Requests the page has under way, and when the last one started or ended. */
const traffic = new WeakMap<Page, { inFlight: number; last: number }>();
function trackTraffic(page: Page): void {
  const state = { inFlight: 0, last: Date.now() };
  traffic.set(page, state);
  const started = () => ((state.inFlight += 1), (state.last = Date.now()));
  const ended = () => ((state.inFlight -= 1), (state.last = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * The screen has drawn what it loads: a heading, no request under way for 150 ms (a screen starts its requests as it
 * renders, within a few milliseconds of the navigation), no 'Cargando…' left. Playwright's 'networkidle' waits 500 ms
 * of quiet, which over 19 screens at every size was most of this file's time.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  const state = traffic.get(page)!;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(25)) if (state.inFlight === 0 && Date.now() - state.last >= 150) break;
  await page.waitForFunction(() => !/Cargando/.test(document.body.innerText), undefined, { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Opens a screen inside the single-page app, as the menu's links do (react-router follows the history): no reload.
 * The router renders the new screen in a transition, so the old one stays up for a moment after the URL changes (with
 * its chunk cached, without a request): the screen counts as open once the heading is no longer the one it replaced.
 */
async function open(page: Page, route: string): Promise<void> {
  if (new URL(page.url()).pathname === route) return settled(page);
  const before = await page.evaluate((path) => {
    const heading = document.querySelector('h1');
    heading?.setAttribute('data-replaced', '');
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return heading?.textContent ?? null;
  }, route);
  await page.waitForURL((url) => url.pathname === route);
  await page.waitForFunction(
    (old) => {
      const heading = document.querySelector('h1');
      return heading !== null && (!heading.hasAttribute('data-replaced') || heading.textContent !== old);
    },
    before,
    { timeout: 15_000 },
  );
  await settled(page);
}

describe('a fresh box', () => {
  // One sign-in, then the cases at once like the screens below: each in its own context, mostly waiting on the page.
  beforeAll(async () => {
    const page = await signedIn(SIZES[0], FONTS[0]);
    session = await page.context().storageState();
    await page.context().close();
  });

  it.concurrent.each(CASES)(
    'the home page shows the first-run checklist, without overflow, with the fonts $font, at $size.width x $size.height',
    async ({ font, size }) => {
      const page = await signedIn(size, font);
      const setup = page.getByRole('region', { name: 'Primeros pasos' });
      await setup.waitFor();
      expect(await setup.getByText('0 de 6 listos').count()).toBe(1);
      expect(await setup.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringContaining('Publica el aviso de privacidad'),
        expect.stringContaining('Registra una sucursal'),
        expect.stringContaining('Registra un puesto con su salario diario'),
        expect.stringContaining('Revisa y guarda las reglas de asistencia'),
        expect.stringContaining('Registra un empleado con su rostro'),
        expect.stringContaining('Aprueba el kiosco'),
      ]);
      expect((await measure(page)).page).toBeLessThanOrEqual(0);
      await page.context().close();
    },
  );
});

describe('every admin screen of a box with data, under an English browser', () => {
  let employeeId = 0;
  let dismissedId = 0;
  beforeAll(async () => {
    const api = await adminApi(daemon.url);
    await api.publishNotice();
    for (const nombre of ['Centro', 'Tijuana Otay', 'Zona Río Norte']) await api.call('POST', '/api/sucursales', { nombre });
    await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.04 });
    await api.call('POST', '/api/puestos', { nombre: 'Supervisor de Turno Nocturno', salarioDiario: 512.5 });
    const bono = await api.call('POST', '/api/bonos', { nombre: 'Puntualidad', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
    const hire = (nombre: string, sucursal: string, extra: Record<string, unknown> = {}) =>
      api.call<{ id: number }>('POST', '/api/employees', {
        nombre,
        sucursal,
        puesto: 'SUPERVISOR DE TURNO NOCTURNO',
        salario: 512.5,
        bono: 0,
        fechaIngreso: '2025-01-06',
        horaEntrada: '09:00',
        horaSalida: '18:00',
        ...extra,
      });
    const fernando = await hire('Fernando Guadalupe Hernández Villaseñor', 'TIJUANA OTAY', {
      numeroEmpleado: '0042',
      bono: 200,
      bonoId: bono.id,
      minutosComida: 60,
    });
    const maria = await hire('María de los Ángeles Rodríguez Castañeda', 'ZONA RÍO NORTE', {
      numeroEmpleado: '0107',
      horaEntrada: '22:00',
      horaSalida: '06:00',
    });
    employeeId = fernando.id;
    // Ten years in, dismissed without cause: the finiquito with its liquidación, the longest printable page (issue 31).
    const rosa = await hire('Rosa Elena Martínez Sánchez de la Garza', 'TIJUANA OTAY', { fechaIngreso: '2015-02-02' });
    await api.call('POST', `/api/employees/${rosa.id}/baja`, { motivoBaja: 'despido_injustificado', nota: 'Cierre del turno nocturno' });
    dismissedId = rosa.id;
    await api.call('PUT', `/api/employees/${maria.id}/pin`, { pin: '4821' });

    const { code } = await api.call('POST', '/api/devices/verify', { fingerprint: 'kiosko-sin-desborde-aprobado' });
    const device = (await api.call<{ id: number; codigo: string }[]>('GET', '/api/devices')).find((d) => d.codigo === code)!.id;
    await api.call('POST', `/api/devices/${device}/approve`);
    await api.call('PUT', `/api/devices/${device}`, { nombre: 'Entrada principal planta baja', sucursalId: 2 });
    await api.call('POST', '/api/devices/verify', { fingerprint: 'kiosko-sin-desborde-pendiente' });
    await api.call('POST', '/api/devices/verify', { fingerprint: 'pantalla-del-equipo-sin-desborde', pantallaDelEquipo: true }); // 'por Sistema (automático)'

    // A week of kiosk punches with their photos (the face engine is not driven here), one salida missing.
    const db = new Database(join(daemon.dataDir, 'reloj.sqlite'));
    registerRecordFunctions(db); // the chain's triggers (migration 028) link each punch
    const insert = db.prepare(
      `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at, nip)
       VALUES (?, ?, ?, ?, ?, 0.82, 0.97, ?, NULL, ?, 0)`,
    );
    const photo = readFace('people', 'howard', '1.png');
    const day = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() - daysAgo * 86_400_000));
    for (let d = 1; d <= 6; d++) {
      const fecha = day(d);
      for (const [hh, tipo] of [
        ['08:55', 'entrada'],
        ['18:05', 'salida'],
      ] as const) {
        if (d === 2 && tipo === 'salida') continue;
        const hora = new Date(`${fecha}T${hh}:00-06:00`).toISOString();
        insert.run(fernando.id, device, tipo, hora, fecha, photo, hora);
      }
    }
    db.close();
    await api.call('POST', '/api/attendance/manual', { empleadoId: maria.id, hora: `${day(3)}T22:05`, motivo: 'El reloj no la reconoció al entrar' });
    await api.call('POST', '/api/incidencias', {
      empleadoId: maria.id,
      fecha: day(1),
      tipo: 'vacaciones',
      nota: 'Vacaciones de fin de año',
      adelantadas: true,
    });
    await api.call('POST', '/api/festivos', { fecha: day(5), nombre: 'Aniversario de la empresa' });
    await api.call('PUT', `/api/employees/${fernando.id}`, {
      nombre: 'Fernando Guadalupe Hernández Villaseñor',
      sucursal: 'TIJUANA OTAY',
      puesto: 'SUPERVISOR DE TURNO NOCTURNO',
      salario: 512.5,
      bono: 200,
      bonoId: bono.id,
      fechaIngreso: '2025-01-06',
      horaEntrada: '22:00',
      horaSalida: '06:00',
      minutosComida: 60,
      numeroEmpleado: '0042',
    });
    await api.call('POST', '/api/usuarios', { usuario: 'gerente.tijuana.otay', password: 'una-contraseña-larga', rol: 'gerente', sucursalIds: [2] });
    const page = await signedIn(SIZES[0], FONTS[0]);
    session = await page.context().storageState();
    await page.context().close();
  });

  // The sizes and fonts are measured at once, each in its own browser context: most of a screen's time is waiting.
  it.concurrent.each(CASES)(
    'no page and no table card overflows with the fonts $font, at $size.width x $size.height',
    async ({ font, size }) => {
      const page = await signedIn(size, font);
      await settled(page);
      // The screens of the sidebar (hidden behind 'Menú' on a phone, but there), the home page and the printable pages.
      const links = await page.locator('#admin-menu a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const screens = links.filter((path) => path.startsWith('/admin/'));
      expect(screens).toHaveLength(22);
      const routes = ['/admin', ...screens, '/admin/prenomina/tarjetas', `/admin/empleados/${employeeId}/datos`, `/admin/empleados/${dismissedId}/finiquito`];

      const problems: string[] = [];
      for (const route of routes) {
        await open(page, route);
        const m = await measure(page);
        if (m.page > 0) problems.push(`${route}: the page is ${m.page}px wider than the screen`);
        for (const t of m.tables) {
          if (t.card > 0 && !t.cardScrolls) problems.push(`${route}: the card of '${t.table}' is ${t.card}px wider than it shows`);
          if (size.width === 1366 && (t.scroller ?? 0) > 0) problems.push(`${route}: '${t.table}' scrolls ${t.scroller}px inside its card`);
        }
        if (WITH_TABLES.includes(route)) expect(m.tables.length, route).toBeGreaterThan(0);
        for (const problem of await page.evaluate<string[]>(REACHABLE)) problems.push(`${route}: ${problem}`);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    120_000,
  ); // 19 screens, each loaded and settled
});
