import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, repoRoot, startDaemon, type RunningDaemon } from '@reloj/daemon/e2e';
import { freePort, startNatsServer, type NatsServerProcess } from '@reloj/daemon/testing/branch';
import { startIssuingHub } from '../src/test-support/issuingHub.js';
import { startPostgres, type TestPostgres } from '../src/test-support/postgres.js';
import { until } from '../src/test-support/wait.js';
import { packBundle, PROGRAM_DIR } from '../../daemon/src/release/bundle.js';
import { generateReleaseKeys } from '../../daemon/src/release/keys.js';
import { describeTree, type Manifest } from '../../daemon/src/release/manifest.js';
import { pendingBundlePath } from '../../daemon/src/release/pendingInstall.js';
import { writeUpdateStatus, type UpdateStatus } from '../../daemon/src/release/updateStatus.js';

/**
 * Issue 17 end to end, with the real engines and the built product: one headquarters (nats-server hub, PostgreSQL and
 * `node hq/dist/main.js`) and two branch boxes (`node daemon/dist/main.js`, each supervising its own nats-server
 * leaf node, provisioned with nueva-caja's credentials over TLS). Punches and closed periods at both boxes reach
 * PostgreSQL once each, through a headquarters outage and a box killed in the middle of a burst.
 */

const WEEK = { desde: '2026-03-09', hasta: '2026-03-15' };
const WEB = { user: 'corporativo', password: 'clave-del-corporativo' };

let dir: string;
let postgres: TestPostgres;
let hub: NatsServerProcess;
let hubConf: { dir: string; config: string; port: number };
let hq: { child: ChildProcess; url: string; output: () => string };
/** A second headquarters service on the same stream and database (two started by mistake, or an upgrade overlapping). */
let hq2: { child: ChildProcess; url: string; output: () => string };
let sql: pg.Pool;
const boxes: Record<'norte' | 'sur', RunningDaemon> = {} as never;
/** Who signs releases in these tests: the boxes trust its public key (RELOJ_CLAVES_PUBLICAS). */
const releaseKeys = generateReleaseKeys();

type Box = keyof typeof boxes;

/** What the box holds, read from its own SQLite file (read-only, beside the running daemon). */
function atBox(caja: Box, query: string): number {
  const db = new Database(join(boxes[caja].dataDir, 'reloj.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(query).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const atHq = async (query: string, params: unknown[] = []): Promise<number> => Number((await sql.query(query, params)).rows[0].n);

/** Every event the box wrote is in PostgreSQL, once. */
async function caughtUp(caja: Box): Promise<boolean> {
  const written = atBox(caja, 'SELECT COUNT(*) AS n FROM eventos_salida');
  return (await atHq('SELECT COUNT(*) AS n FROM eventos WHERE caja = $1', [caja])) === written;
}

async function startHq(): Promise<typeof hq> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(repoRoot, 'hq', 'dist', 'main.js')], {
    env: {
      ...process.env,
      HQ_DATABASE_URL: postgres.url,
      HQ_NATS_URL: hub.url,
      HQ_CAJAS_FILE: join(hubConf.dir, 'cajas.conf'),
      HQ_PORT: String(port),
      HQ_WEB_USER: WEB.user,
      HQ_WEB_PASSWORD: WEB.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await until(
    'the headquarters service',
    async () =>
      (await fetch(`${url}/salud`).then(
        (r) => r.ok,
        () => false,
      )) || child.exitCode !== null,
    60_000,
  );
  if (child.exitCode !== null) throw new Error(`hq exited: ${output}`);
  return { child, url, output: () => output };
}

/** A branch box as a technician leaves it: nueva-caja's lines in the daemon's environment. */
async function startBox(caja: Box, lines: string[]): Promise<RunningDaemon> {
  const env = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  return startDaemon({
    ...env,
    RELOJ_NATS_PORT: String(await freePort()),
    RELOJ_NATS_MONITOR_PORT: String(await freePort()),
    RELOJ_CLAVES_PUBLICAS: join(dir, 'claves-publicas'),
    // The tests punch right before publishing a release and may run at a shift start: take releases at once.
    RELOJ_HQ_ACTUALIZAR_SIN_CHECADAS_S: '0',
    RELOJ_HQ_ACTUALIZAR_MARGEN_TURNO_MIN: '0',
  });
}

/** A company at the box: its branch, a puesto, two employees, a worked week (manual punches) and the week closed. */
async function workWeek(caja: Box): Promise<void> {
  const api = await adminApi(boxes[caja].url);
  const sucursal = caja.toUpperCase();
  await api.call('POST', '/api/sucursales', { nombre: sucursal });
  await api.call('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 315.5 });
  for (const [nombre, numeroEmpleado] of [
    [`ANA ${sucursal}`, `${caja === 'norte' ? 1 : 2}001`],
    [`BETO ${sucursal}`, `${caja === 'norte' ? 1 : 2}002`],
  ]) {
    const { id } = await api.call<{ id: number }>('POST', '/api/employees', {
      nombre,
      numeroEmpleado,
      sucursal,
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    for (const day of ['09', '10', '11', '12', '13'])
      for (const hora of ['09:00', '18:00'])
        await api.call('POST', '/api/attendance/manual', { empleadoId: id, hora: `2026-03-${day}T${hora}`, motivo: 'Semana de prueba' });
  }
  const periodo = await api.call<{ id: number }>('POST', '/api/periodos', WEEK);
  await api.call('POST', `/api/periodos/${periodo.id}/cerrar`, {});
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-multisucursal-'));
  postgres = await startPostgres();
  sql = new pg.Pool({ connectionString: postgres.url, max: 2 });

  mkdirSync(join(dir, 'claves-publicas'));
  writeFileSync(join(dir, 'claves-publicas', `${releaseKeys.id}.pem`), releaseKeys.publicPem);
  const issuing = await startIssuingHub(dir);
  hub = issuing.server;
  hubConf = issuing;

  const lines: Record<Box, string[]> = { norte: [], sur: [] };
  for (const caja of ['norte', 'sur'] as const) lines[caja] = await issuing.issue(caja);
  hq = await startHq();
  hq2 = await startHq();
  boxes.norte = await startBox('norte', lines.norte);
  boxes.sur = await startBox('sur', lines.sur);
}, 180_000);

afterAll(async () => {
  for (const box of Object.values(boxes)) await box?.stop();
  hq?.child.kill('SIGTERM');
  hq2?.child.kill('SIGTERM');
  await hub?.stop();
  await sql?.end();
  await postgres?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('two branches and headquarters', () => {
  it('punches and a closed period at both boxes arrive in PostgreSQL once each (two headquarters services consuming at once)', async () => {
    await Promise.all([workWeek('norte'), workWeek('sur')]);
    await until('both boxes caught up at headquarters', async () => (await caughtUp('norte')) && (await caughtUp('sur')), 60_000);

    for (const caja of ['norte', 'sur'] as const) {
      expect(await atHq('SELECT COUNT(*) AS n FROM checadas WHERE caja = $1', [caja])).toBe(20);
      expect(await atHq('SELECT COUNT(*) AS n FROM empleados WHERE caja = $1', [caja])).toBe(2);
      // Each event once: as many rows as the box's sequence numbers, no sequence twice.
      expect(await atHq('SELECT COUNT(DISTINCT secuencia) AS n FROM eventos WHERE caja = $1', [caja])).toBe(
        atBox(caja, 'SELECT COUNT(*) AS n FROM eventos_salida'),
      );
      // The closed period with the box's own figures: its total is what the box's Pre-nómina says.
      const figures = await (
        await adminApi(boxes[caja].url)
      ).call<{ empleados: { total: number }[] }>('GET', `/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
      const boxTotal = Math.round(figures.empleados.reduce((sum, e) => sum + e.total, 0) * 100);
      expect(boxTotal).toBeGreaterThan(0);
      const periodo = (await sql.query('SELECT desde::text, hasta::text, empleados, total_centavos::int AS total FROM periodos WHERE caja = $1', [caja])).rows;
      expect(periodo).toEqual([{ desde: WEEK.desde, hasta: WEEK.hasta, empleados: 2, total: boxTotal }]);
    }
    expect(await atHq('SELECT COUNT(*) AS n FROM eventos_rechazados')).toBe(0);
    // The box says so on its panel.
    const estado = await (await adminApi(boxes.norte.url)).call('GET', '/api/corporativo');
    expect(estado).toMatchObject({ configurado: true, caja: 'norte', conectado: true, pendientes: 0 });

    // The 'Corporativo' page lists both boxes and their punches.
    const page = await fetch(`${hq.url}/?desde=${WEEK.desde}&hasta=${WEEK.hasta}`, {
      headers: { authorization: `Basic ${Buffer.from(`${WEB.user}:${WEB.password}`).toString('base64')}` },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ['norte', 'sur', 'NORTE', 'SUR']) expect(html).toContain(text);
  });

  it('with headquarters down the boxes keep punching; when it returns everything arrives, nothing twice', async () => {
    await hub.stop();
    const norte = await adminApi(boxes.norte.url);
    const empleado = (await norte.call<{ id: number; nombre: string }[]>('GET', '/api/employees')).find((e) => e.nombre === 'ANA NORTE')!;
    for (const hora of ['2026-03-16T09:01', '2026-03-16T18:02'])
      await norte.call('POST', '/api/attendance/manual', { empleadoId: empleado.id, hora, motivo: 'Sin enlace al corporativo' });
    await until('the box to see the link down', async () => (await norte.call<{ conectado: boolean }>('GET', '/api/corporativo')).conectado === false, 20_000);
    expect(await caughtUp('norte')).toBe(false);

    hub = await startNatsServer(hubConf.dir, hubConf.config, hubConf.port);
    await until('norte caught up after the outage', () => caughtUp('norte'), 90_000);
    expect(await atHq('SELECT COUNT(*) AS n FROM checadas WHERE caja = $1', ['norte'])).toBe(22);
    await until('the box to see the link again', async () => (await norte.call<{ conectado: boolean }>('GET', '/api/corporativo')).conectado, 30_000);
  });

  it('a box killed in the middle of a burst of punches loses none and sends none twice', async () => {
    const sur = await adminApi(boxes.sur.url);
    const empleados = await sur.call<{ id: number }[]>('GET', '/api/employees');
    const burst = Array.from({ length: 24 }, (_, i) =>
      sur
        .call('POST', '/api/attendance/manual', {
          empleadoId: empleados[i % 2]!.id,
          hora: `2026-03-${17 + Math.floor(i / 4)}T${String(8 + (i % 4) * 3).padStart(2, '0')}:00`,
          motivo: 'Ráfaga',
        })
        .then(
          () => true,
          () => false,
        ),
    );
    await new Promise((r) => setTimeout(r, 150));
    await boxes.sur.kill('SIGKILL');
    // systemd ends the whole service, the leaf nats-server with it.
    spawnSync('pkill', ['-KILL', '-f', join(boxes.sur.dataDir, 'nats')]);
    const acknowledged = (await Promise.all(burst)).filter(Boolean).length;
    await boxes.sur.restart();

    await until('sur caught up after the crash', () => caughtUp('sur'), 90_000);
    const stored = atBox('sur', 'SELECT COUNT(*) AS n FROM checadas');
    expect(stored).toBeGreaterThanOrEqual(20 + acknowledged); // nothing acknowledged is lost
    expect(await atHq('SELECT COUNT(*) AS n FROM checadas WHERE caja = $1', ['sur'])).toBe(stored);
    expect(await atHq('SELECT COUNT(*) AS n FROM eventos WHERE caja = $1', ['sur'])).toBe(atBox('sur', 'SELECT COUNT(*) AS n FROM eventos_salida'));
  });
});

/** A tiny signed release: a hand-made programa/ folder, signed with the key the boxes trust. */
function smallBundle(version: string): string {
  const work = join(dir, `version-${version}`);
  mkdirSync(join(work, PROGRAM_DIR, 'daemon'), { recursive: true });
  writeFileSync(join(work, PROGRAM_DIR, 'daemon', 'main.js'), `console.log('Reloj Checador ${version}');\n`);
  const manifest: Manifest = {
    formato: 1,
    programa: 'reloj-checador',
    version,
    arch: process.arch,
    desdeVersion: '0.0.1',
    migraciones: [],
    notas: `Versión de prueba ${version}`,
    creada: new Date().toISOString(),
    archivos: describeTree(join(work, PROGRAM_DIR)),
  };
  const file = join(dir, `reloj-checador-${version}-${process.arch}.tar.zst`);
  packBundle(work, manifest, releaseKeys.privatePem, file);
  return file;
}

function publish(bundle: string, ...args: string[]): string {
  const run = spawnSync(process.execPath, [join(repoRoot, 'hq', 'dist', 'cli', 'publicarVersion.js'), bundle, ...args], {
    env: { ...process.env, HQ_DATABASE_URL: postgres.url, RELOJ_HQ_HUB_URL: hub.url },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

/** What the root updater writes when it is done (it is tested for real in daemon/e2e/actualizacion.test.ts). */
function updaterFinished(caja: Box, status: Pick<UpdateStatus, 'estado' | 'version' | 'motivo'>): void {
  rmSync(pendingBundlePath(boxes[caja].dataDir), { force: true });
  const now = new Date().toISOString();
  writeUpdateStatus(boxes[caja].dataDir, { ...status, anterior: '0.1.0', paso: 'Terminado', inicio: now, fecha: now });
}

const rollout = async (version: string) =>
  (
    await sql.query<{ estado: string; cajas: Record<string, string> }>(
      `SELECT d.estado, json_object_agg(dc.caja, dc.estado) AS cajas FROM despliegues d JOIN despliegue_cajas dc ON dc.despliegue = d.id
        WHERE d.version = $1 GROUP BY d.id`,
      [version],
    )
  ).rows[0];

describe('releases from headquarters (issue 32)', () => {
  it('go to the canary box first, and to the next one once the canary installed them', async () => {
    const out = publish(smallBundle('99.0.0'), '--cajas', 'norte,sur');
    expect(out).toContain('Anunciada a la caja canario norte');

    // The canary fetches the bundle through its leaf node and hands it to its root updater; headquarters hears so.
    await until('norte to hand the bundle over', () => existsSync(pendingBundlePath(boxes.norte.dataDir)), 20_000);
    await until('en_espera at headquarters', async () => (await rollout('99.0.0'))?.cajas.norte === 'en_espera', 20_000);
    expect(await rollout('99.0.0')).toEqual({ estado: 'en_curso', cajas: { norte: 'en_espera', sur: 'pendiente' } });
    expect(existsSync(pendingBundlePath(boxes.sur.dataDir))).toBe(false);

    updaterFinished('norte', { estado: 'instalada', version: '99.0.0' });
    await until('sur to hand the bundle over', () => existsSync(pendingBundlePath(boxes.sur.dataDir)), 30_000);
    await until('sur en_espera at headquarters', async () => (await rollout('99.0.0'))?.cajas.sur === 'en_espera', 20_000);
    expect(await atHq(`SELECT COUNT(*) AS n FROM cajas WHERE caja = 'norte' AND version = '99.0.0'`)).toBe(1);

    updaterFinished('sur', { estado: 'instalada', version: '99.0.0' });
    await until('the rollout complete', async () => (await rollout('99.0.0'))?.estado === 'completo', 20_000);
  });

  it('a rollback at the canary stops the rollout: the other box is never announced', async () => {
    publish(smallBundle('99.0.1'), '--cajas', 'norte,sur', '--umbral', '0');
    await until('norte to hand 99.0.1 over', () => existsSync(pendingBundlePath(boxes.norte.dataDir)), 20_000);
    updaterFinished('norte', { estado: 'revertida', version: '99.0.1', motivo: 'La versión nueva no respondió en 120 s.' });
    await until('the rollout stopped', async () => (await rollout('99.0.1'))?.estado === 'detenido', 20_000);
    expect(await rollout('99.0.1')).toEqual({ estado: 'detenido', cajas: { norte: 'revertida', sur: 'pendiente' } });
    // The rollback is also an alert at the box (issue 44): it reaches headquarters once, as an aviso.generado event.
    const alerta = `SELECT COUNT(*) AS n FROM avisos WHERE caja = 'norte' AND tipo = 'actualizacion_revertida' AND titulo = 'Actualización a la versión 99.0.1 revertida'`;
    await until('the rollback alert at headquarters', async () => (await atHq(alerta)) === 1, 20_000);

    // Headquarters keeps moving rollouts every 2 s: give it a few turns, sur still has nothing.
    await new Promise((r) => setTimeout(r, 4000));
    expect(existsSync(pendingBundlePath(boxes.sur.dataDir))).toBe(false);
    expect((await rollout('99.0.1'))?.cajas.sur).toBe('pendiente');

    const page = await (
      await fetch(`${hq.url}/`, { headers: { authorization: `Basic ${Buffer.from(`${WEB.user}:${WEB.password}`).toString('base64')}` } })
    ).text();
    expect(page).toContain('Versión 99.0.1');
    expect(page).toContain('Detenido');
    expect(page).toContain('La caja canario norte revirtió la versión: no se anuncia a las demás.');
    expect(page).toContain('La versión nueva no respondió en 120 s.');
    expect(page).toContain('2 de 2 cajas instaladas'); // the first rollout
    const [, avisos] = /<h2 id="t-avisos">Avisos de las sucursales<\/h2>(.*?)<\/section>/s.exec(page) ?? [];
    expect(avisos).toContain('<div>Actualización a la versión 99.0.1 revertida</div>');
    expect(avisos).toContain('<span class="marca mal">Actualización revertida</span>');
    expect(avisos).toContain('<div>Toda la caja<small>norte</small></div>');
  });
});
