/**
 * The queue at one kiosk, end to end (issue 46 item 2): the built daemon, the kiosk page of an approved kiosk in
 * Debian's Chromium, and a fake camera playing the moving-face video of an enrolled employee. Each person of the queue
 * taps the previous person's success screen away (or finds the kiosk ready), waits for the button, presses it and reads
 * 'ENTRADA' (or 'SALIDA'); the bench prints, per person, the seconds from stepping up to the answer drawn, where they
 * went (the button waiting for the guidance, the burst's capture, the check-in request, a head-turn challenge, the
 * drawing) and the people per minute.
 *
 *   make build && npx tsx bench/queue.ts            # 30 people
 *   PEOPLE=10 npx tsx bench/queue.ts
 *
 * The fixtures hold ONE live, moving face (Lin-Manuel Miranda in short_hamilton_clip.mp4); a still photo is asked to turn
 * the head and then refused (liveness `block`), so the queue is that man again and again: entrada and salida alternate
 * (duplicate window 1 s, `minutosMinimosJornada` 0, as the issue's own measurement). The server's work per press is
 * the same whoever is recognised.
 */
import type { Page } from 'playwright-core';
import { adminApi } from '../e2e/support/adminApi.js';
import { CHROMIUM_FOR_PAGES, launchBrowser, newPage } from '../e2e/support/browser.js';
import { E2E_ADMIN, repoRoot } from '../e2e/support/daemonProcess.js';
import { fakeWebcamFromVideo } from '../e2e/support/fakeWebcam.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSeconds, startDaemon } from './load-daemon.js';

const PEOPLE = Math.max(1, Number(process.env.PEOPLE ?? 30));
/** Another build of the daemon (daemon/dist/main.js by default); the page is ui/dist's either way. */
const MAIN_JS = process.env.MAIN_JS ?? join(repoRoot, 'daemon', 'dist', 'main.js');

declare const document: { querySelector(selector: 'video'): { readyState: number; videoWidth: number } | null };
const cameraPlaying = () => {
  const video = document.querySelector('video');
  return Boolean(video && video.readyState >= 2 && video.videoWidth > 0);
};

/** What the page itself saw, in its own clock: presses, check-ins (resource timing) and the success screen's first frame. */
type PageTimes = {
  presses: number[];
  taps: number[];
  drawn: number[];
  checkIns: { start: number; requestStart: number; responseStart: number; responseEnd: number }[];
};

declare const window: { __queue?: { presses: number[]; taps: number[]; drawn: number[] } };
declare const performance: {
  now(): number;
  getEntriesByType(type: 'resource'): { name: string; startTime: number; requestStart: number; responseStart: number; responseEnd: number }[];
  setResourceTimingBufferSize(n: number): void;
};
declare const requestAnimationFrame: (f: (t: number) => void) => void;
declare const MutationObserver: new (f: () => void) => { observe(target: unknown, o: { childList: boolean; subtree: boolean }): void };
declare const addEventListener: (type: 'click', f: (e: { target: { closest(s: string): unknown } | null }) => void, capture: boolean) => void;

/** Installed before the page's own scripts: when each press happened and when the success screen was first painted. */
function recordInPage() {
  const q = { presses: [] as number[], taps: [] as number[], drawn: [] as number[] };
  window.__queue = q;
  performance.setResourceTimingBufferSize(100_000);
  addEventListener(
    'click',
    (e) => {
      if (e.target?.closest('.kiosk-button')) q.presses.push(performance.now());
      if (e.target?.closest('.kiosk-success')) q.taps.push(performance.now());
    },
    true,
  );
  let shown = false;
  new MutationObserver(() => {
    const now = Boolean(document.querySelector('.kiosk-success__tipo' as 'video'));
    if (now && !shown) requestAnimationFrame(() => requestAnimationFrame(() => q.drawn.push(performance.now()))); // the frame it is painted in
    shown = now;
  }).observe(document, { childList: true, subtree: true });
}

const pageTimes = (page: Page): Promise<PageTimes> =>
  page.evaluate(() => ({
    presses: window.__queue!.presses,
    taps: window.__queue!.taps,
    drawn: window.__queue!.drawn,
    checkIns: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('/api/attendance/check-in'))
      .map((r) => ({ start: r.startTime, requestStart: r.requestStart, responseStart: r.responseStart, responseEnd: r.responseEnd })),
  }));

const s = (ms: number) => (ms / 1000).toFixed(2);
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'reloj-queue-'));
  const env = {
    ...process.env,
    RELOJ_DUPLICATE_WINDOW_S: '1',
    RELOJ_ADMIN_USER: E2E_ADMIN.usuario,
    RELOJ_ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'info',
  };
  const daemon = await startDaemon({ mainJs: MAIN_JS, dataDir, env, nodeArgs: [] });
  const browser = await launchBrowser({ fakeWebcam: fakeWebcamFromVideo() });
  try {
    const api = await adminApi(daemon.base);
    await api.call('POST', '/api/sucursales', { nombre: 'Centro' });
    await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
    const id = await api.hireAllDay('Lin-Manuel Miranda', { sucursal: 'CENTRO', puesto: 'CAJERO' });
    await api.publishNotice();
    await api.consentAndRegister(id, 'Lin-Manuel Miranda', { image: api.facePhoto('people', 'lin_manuel_miranda', '1.png') });
    await api.call('PUT', '/api/reglas', { minutosMinimosJornada: 0 });

    const { page } = await newPage(browser, { width: 1280, height: 800 });
    await page.addInitScript(recordInPage);
    await page.goto(`${daemon.base}/kiosk`);
    await page.getByRole('heading', { name: 'Dispositivo Pendiente de Aprobación' }).waitFor();
    const pending = (await api.call<{ id: number; status: string }[]>('GET', '/api/devices')).filter((d) => d.status === 'pending');
    await api.call('POST', `/api/devices/${pending[0]!.id}/approve`);
    await page.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(cameraPlaying);
    const answers: string[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/api/attendance/check-in')) return;
      const reto = (response.request().postDataJSON() as { reto?: string } | null)?.reto;
      answers.push(`${response.status()}${reto ? ' (reto)' : ''}`);
    });
    const button = page.getByRole('button', { name: 'Checar Entrada / Salida' });
    const answer = page.locator('.kiosk-success__tipo');

    const daemonPid = daemon.pid;
    const cpu0 = cpuSeconds(daemonPid).total;
    const load0 = loadavg();
    // The queue: press, wait for the answer, the next person taps it away and presses as soon as the button lets them.
    for (let person = 1; person <= PEOPLE; person++) {
      await button.click({ timeout: 60_000 }); // waits for the button to be enabled
      await answer.waitFor({ timeout: 60_000 });
      if (person < PEOPLE) await page.locator('.kiosk-success__continue').dispatchEvent('click');
    }
    const cpu = cpuSeconds(daemonPid).total - cpu0;
    let times = await pageTimes(page);
    while (times.drawn.length < PEOPLE) times = await pageTimes(page);

    console.log(`queue at one kiosk: ${PEOPLE} people; the kiosk page in ${CHROMIUM_FOR_PAGES}; the camera plays the moving face (${MAIN_JS})`);
    console.log(
      `load average before: ${load0.map((x) => x.toFixed(2)).join(' ')}, after: ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} (${cpus().length} cores)\n`,
    );
    console.log('  person  total s  button  capture  upload  server  download  challenge  drawn   answers');
    type Row = { total: number; button: number; capture: number; upload: number; server: number; download: number; challenge: number; drawn: number };
    const rows: Row[] = [];
    let used = 0;
    for (let i = 0; i < PEOPLE; i++) {
      const press = times.presses[i]!;
      const drawn = times.drawn[i]!;
      const next = times.presses[i + 1] ?? Infinity;
      // The person steps up when the previous one's screen is tapped away (the first finds the kiosk ready).
      const stepUp = i === 0 ? press : times.taps[i - 1]!;
      const mine = times.checkIns.slice(used).filter((c) => c.start < next);
      used += mine.length;
      const first = mine[0]!;
      const last = mine.at(-1)!;
      const sum = (f: (x: (typeof mine)[number]) => number) => mine.reduce((total, x) => total + f(x), 0);
      const row: Row = {
        total: drawn - stepUp,
        button: press - stepUp,
        capture: first.start - press,
        upload: sum((x) => x.requestStart - x.start),
        server: sum((x) => x.responseStart - x.requestStart),
        download: sum((x) => x.responseEnd - x.responseStart),
        challenge: mine.length > 1 ? last.start - first.responseEnd : 0,
        drawn: drawn - last.responseEnd,
      };
      rows.push(row);
      const f = (ms: number, width: number) => s(ms).padStart(width);
      console.log(
        `  ${String(i + 1).padStart(6)}  ${f(row.total, 7)}  ${f(row.button, 6)}  ${f(row.capture, 7)}  ${f(row.upload, 6)}  ${f(row.server, 6)}  ${f(row.download, 8)}  ${f(row.challenge, 9)}  ${f(row.drawn, 5)}   ${answers.slice(used - mine.length, used).join(' → ')}`,
      );
    }
    const later = rows.slice(1);
    const med = (key: keyof Row) => s(median(later.map((r) => r[key])));
    const span = times.drawn[PEOPLE - 1]! - times.presses[0]!;
    console.log(
      `\n  seconds per person after the first (median): ${med('total')} s = button ${med('button')} + capture ${med('capture')} + upload ${med('upload')} + server ${med('server')} + download ${med('download')} + challenge ${med('challenge')} + drawn ${med('drawn')}` +
        ` (first person ${s(rows[0]!.total)} s, slowest ${s(Math.max(...later.map((r) => r.total)))} s)`,
    );
    console.log(`  ${((PEOPLE * 60_000) / span).toFixed(1)} people a minute: ${PEOPLE} in ${s(span)} s from the first press to the last answer drawn`);
    console.log(`  daemon CPU ${(cpu / PEOPLE).toFixed(2)} s per person (guidance frames included)`);
  } finally {
    await browser.close();
    await daemon.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
