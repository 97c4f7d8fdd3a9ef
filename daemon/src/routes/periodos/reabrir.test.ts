import { periodoSchema } from '@reloj/contract/periodos';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { migrations } from '../../db/migrations/index.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count, dayOf, hire, prenomina, setUpCompany, workDay } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';

// Issue 29 item 3: an administrador reopens a closed period with a reason; each close is kept as a version with the
// files downloaded from it. One server for the whole file: the cases run in order on the same week.
const WEEK = { desde: '2026-03-09', hasta: '2026-03-15' };
const CLOSED_AT = '2026-03-30T18:00:00.000Z';
const REOPENED_AT = '2026-03-30T18:30:00.000Z';
const CLOSED_AGAIN_AT = '2026-03-30T19:00:00.000Z';
const PASSWORD = 'una-contraseña-larga';
const MOTIVO = 'Faltaron las checadas del jueves';

const clock = movableClock(CLOSED_AT);
let server: TestServer;
let ana: number;
let sucursalId: number;
let periodoId: number;

beforeAll(async () => {
  server = await startTestServer({ clock });
  const company = await setUpCompany(server);
  sucursalId = company.sucursalId;
  ana = await hire(server, company);
  // Monday to Wednesday, 09:00-18:00; nothing on Thursday to Saturday (Sunday is her rest day).
  for (const fecha of ['2026-03-09', '2026-03-10', '2026-03-11']) await workDay(server, ana, fecha, '09:00', '18:00');
  periodoId = (await server.request('POST', '/api/periodos', WEEK)).body.id;
});
afterAll(() => server?.close());

type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
async function signIn(usuario: string, rol: string, sucursalIds: number[]): Promise<Caller> {
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

/** A kiosk punch as the check-in stores it, `created_at` being when it reached the box. */
function kioskPunch(tipo: string, hora: string, fecha: string, createdAt: string): void {
  server.db
    .prepare(`INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (?, 1, ?, ?, ?, 0.9, ?)`)
    .run(ana, tipo, hora, fecha, createdAt);
}

const reabrir = (body: unknown, id = periodoId) => server.request('POST', `/api/periodos/${id}/reabrir`, body);
const cierres = () => server.db.prepare('SELECT periodo_id, version, cerrado_por, cerrado_en FROM periodo_cierres ORDER BY id').all();
const reaperturas = () => server.db.prepare('SELECT periodo_id, cierre_id, motivo, reabierto_por, reabierto_en FROM periodo_reaperturas ORDER BY id').all();
const descargas = () => server.db.prepare('SELECT periodo_id, cierre_id, archivo, descargado_por, descargado_en FROM periodo_descargas ORDER BY id').all();
const eventos = (tipo: string) =>
  (server.db.prepare('SELECT datos FROM eventos_salida WHERE tipo = ? ORDER BY secuencia').all(tipo) as { datos: string }[]).map((e) => JSON.parse(e.datos));
const snapshotOf = (version: number) =>
  (server.db.prepare('SELECT snapshot FROM periodo_cierres WHERE periodo_id = ? AND version = ?').get(periodoId, version) as { snapshot: string }).snapshot;
const download = (path: string) => server.request('GET', path);
const anaOf = (body: { empleados: { empleadoId: number }[] }) => body.empleados.find((e) => e.empleadoId === ana) as any;

describe('POST /api/periodos/{id}/reabrir', () => {
  it('refuses to reopen an open period (409) and an unknown one (404), changing nothing', async () => {
    const open = await reabrir({ motivo: MOTIVO });
    expect(open.status).toBe(409);
    expect(open.body).toEqual({ code: 'periodo_abierto', error: 'Este periodo está abierto: no hay cierre que reabrir.' });
    for (const id of ['999', 'x', '0']) {
      const response = await server.request('POST', `/api/periodos/${id}/reabrir`, { motivo: MOTIVO });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'periodo_not_found', error: 'El periodo no existe.' });
    }
    expect(count(server, 'periodo_reaperturas')).toBe(0);
  });

  it('closes version 1, records a download against it, and lists the version', async () => {
    const closed = await server.request('POST', `/api/periodos/${periodoId}/cerrar`, {});
    expect(closed.status).toBe(200);
    expect(cierres()).toEqual([{ periodo_id: periodoId, version: 1, cerrado_por: 'admin', cerrado_en: CLOSED_AT }]);

    clock.set('2026-03-30T18:05:00.000Z');
    const first = await download(`/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}&formato=xlsx`);
    expect(first.status).toBe(200);
    // Issue 45 item 7: the file is named with the version its figures come from.
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="prenomina-${WEEK.desde}-al-${WEEK.hasta}-v1.xlsx"`);
    // Dates that are not a saved period record nothing, and their file has no version.
    const other = await download(`/api/prenomina?desde=2026-03-16&hasta=2026-03-22&formato=xlsx`);
    expect(other.status).toBe(200);
    expect(other.headers.get('content-disposition')).toBe('attachment; filename="prenomina-2026-03-16-al-2026-03-22.xlsx"');
    expect(descargas()).toEqual([
      { periodo_id: periodoId, cierre_id: 1, archivo: 'Libro de Excel', descargado_por: 'admin', descargado_en: '2026-03-30T18:05:00.000Z' },
    ]);

    const [listed] = (await server.request('GET', '/api/periodos')).body;
    expect(periodoSchema.parse(listed).versiones).toEqual([
      {
        version: 1,
        cerradoEn: CLOSED_AT,
        cerradoPor: 'admin',
        reabiertoEn: null,
        reabiertoPor: null,
        motivoReapertura: null,
        descargas: [{ archivo: 'Libro de Excel', usuario: 'admin', fecha: '2026-03-30T18:05:00.000Z' }],
      },
    ]);
    // Three days of 315.50, séptimo día proportional to 3 of 6 days (LFT art. 72): 946.50 + 157.75.
    const frozen = anaOf(await prenomina(server, WEEK.desde, WEEK.hasta));
    expect(frozen).toMatchObject({ diasTrabajados: 3, faltas: 3, sueldo: 946.5, septimoDia: 157.75, total: 1104.25 });
  });

  it('refuses a gerente and a consulta (403), and a missing, short, long or invisible motivo (422), changing nothing', async () => {
    const gerente = await signIn('gerente.centro', 'gerente', [sucursalId]);
    const consulta = await signIn('consulta', 'consulta', []);
    for (const caller of [gerente, consulta]) {
      const response = await caller('POST', `/api/periodos/${periodoId}/reabrir`, { motivo: MOTIVO });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.', code: 'forbidden' });
    }
    for (const [body, error] of [
      [{}, 'Escribe el motivo de la reapertura.'],
      [{ motivo: '  ok  ' }, 'Escribe el motivo de la reapertura (al menos 3 caracteres).'],
      [{ motivo: 'x'.repeat(301) }, 'El motivo admite como máximo 300 caracteres.'],
      [{ motivo: 'Error\u200b de cierre' }, 'El motivo tiene caracteres no permitidos (de control o invisibles).'],
    ] as const) {
      const response = await reabrir(body);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ code: 'validation_failed', field: 'motivo', error });
    }
    expect(count(server, 'periodo_reaperturas')).toBe(0);
    expect((await server.request('GET', '/api/periodos')).body[0]).toMatchObject({ estado: 'cerrado' });
  });

  it('keeps the close in the database: no direct change of its figures, no reopening without its record', () => {
    expect(() => server.db.prepare(`UPDATE periodos SET snapshot = '{"version":1,"empleados":[]}' WHERE id = ?`).run(periodoId)).toThrow(
      'closed periods are frozen',
    );
    expect(() =>
      server.db.prepare(`UPDATE periodos SET estado = 'abierto', snapshot = NULL, cerrado_en = NULL, cerrado_por = NULL WHERE id = ?`).run(periodoId),
    ).toThrow('closed periods are frozen');
    expect(() => server.db.prepare(`UPDATE periodo_cierres SET cerrado_por = 'otro'`).run()).toThrow(/append-only/);
    expect(() => server.db.prepare(`DELETE FROM periodo_descargas`).run()).toThrow(/append-only/);
    expect(() =>
      server.db
        .prepare(`INSERT OR REPLACE INTO periodo_cierres (periodo_id, version, snapshot, cerrado_por, cerrado_en) VALUES (?, 1, '{}', 'x', 'x')`)
        .run(periodoId),
    ).toThrow(/append-only/);
    expect(cierres()).toEqual([{ periodo_id: periodoId, version: 1, cerrado_por: 'admin', cerrado_en: CLOSED_AT }]);
  });

  it('reopens: the punches stored after the close count, the reopening is recorded, audited and sent to headquarters', async () => {
    server.db.exec(
      `INSERT INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'approved', 'x', 'x')`,
    );
    // Thursday 12 March, 09:00-18:00 Mexico City, reaching the box after the close (a kiosk that was offline).
    kioskPunch('entrada', '2026-03-12T15:00:00.000Z', '2026-03-12', '2026-03-30T18:20:00.000Z');
    kioskPunch('salida', '2026-03-13T00:00:00.000Z', '2026-03-12', '2026-03-30T18:20:01.000Z');
    expect((await prenomina(server, WEEK.desde, WEEK.hasta)).checadasDespuesDelCierre).toHaveLength(2);

    clock.set(REOPENED_AT);
    const response = await reabrir({ motivo: `  ${MOTIVO}\n` });
    expect(response.status).toBe(200);
    expect(periodoSchema.parse(response.body)).toMatchObject({ id: periodoId, estado: 'abierto', cerradoEn: null, cerradoPor: null });
    expect(response.body.versiones[0]).toMatchObject({ version: 1, reabiertoEn: REOPENED_AT, reabiertoPor: 'admin', motivoReapertura: MOTIVO });
    expect(reaperturas()).toEqual([{ periodo_id: periodoId, cierre_id: 1, motivo: MOTIVO, reabierto_por: 'admin', reabierto_en: REOPENED_AT }]);
    expect(eventos('periodo.reabierto')).toEqual([{ id: periodoId, ...WEEK, version: 1, motivo: MOTIVO, reabiertoPor: 'admin', reabiertoEn: REOPENED_AT }]);
    const audit = server.db.prepare(`SELECT usuario, antes, despues FROM auditoria WHERE accion = 'periodos.reabrir'`).all() as {
      usuario: string;
      antes: string;
      despues: string;
    }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]!.usuario).toBe('admin');
    expect(JSON.parse(audit[0]!.antes)).toMatchObject({ id: periodoId, estado: 'cerrado', cerradoEn: CLOSED_AT });
    expect(JSON.parse(audit[0]!.despues)).toMatchObject({ id: periodoId, estado: 'abierto', cerradoEn: null, motivo: MOTIVO });

    // Live again: Thursday counts. Four days of 315.50, séptimo día 4/6 of 315.50 = 210.33.
    const live = await prenomina(server, WEEK.desde, WEEK.hasta);
    expect(live.version).toBeNull();
    expect(live.checadasDespuesDelCierre).toEqual([]);
    expect(anaOf(live)).toMatchObject({ diasTrabajados: 4, faltas: 2, sueldo: 1262, septimoDia: 210.33, total: 1472.33 });
    expect(dayOf(anaOf(live), '2026-03-12')).toMatchObject({ entrada: '09:00', salida: '18:00' });

    const again = await reabrir({ motivo: MOTIVO });
    expect([again.status, again.body.code]).toEqual([409, 'periodo_abierto']);
    expect(count(server, 'periodo_reaperturas')).toBe(1);
  });

  it('records a download while open without a version, closes again as version 2 and keeps version 1 intact', async () => {
    const versionOne = snapshotOf(1);
    clock.set('2026-03-30T18:45:00.000Z');
    const whileOpen = await download(`/api/prenomina/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}&perfil=contpaqi`);
    expect(whileOpen.status).toBe(200);
    // Figures computed live, while reopened: no version in the name.
    expect(whileOpen.headers.get('content-disposition')).toBe(`attachment; filename="incidencias-contpaqi-nominas-${WEEK.desde}-al-${WEEK.hasta}.csv"`);

    clock.set(CLOSED_AGAIN_AT);
    const closed = await server.request('POST', `/api/periodos/${periodoId}/cerrar`, {});
    expect(closed.status).toBe(200);
    clock.set('2026-03-30T19:10:00.000Z');
    const second = await download(`/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}&formato=xlsx`);
    expect(second.status).toBe(200);
    // Issue 45 item 7: version 2's workbook is not saved over version 1's.
    expect(second.headers.get('content-disposition')).toBe(`attachment; filename="prenomina-${WEEK.desde}-al-${WEEK.hasta}-v2.xlsx"`);

    expect(cierres()).toEqual([
      { periodo_id: periodoId, version: 1, cerrado_por: 'admin', cerrado_en: CLOSED_AT },
      { periodo_id: periodoId, version: 2, cerrado_por: 'admin', cerrado_en: CLOSED_AGAIN_AT },
    ]);
    expect(snapshotOf(1)).toBe(versionOne);
    expect(eventos('periodo.cerrado').map((e) => e.cerradoEn)).toEqual([CLOSED_AT, CLOSED_AGAIN_AT]);
    expect(descargas()).toEqual([
      { periodo_id: periodoId, cierre_id: 1, archivo: 'Libro de Excel', descargado_por: 'admin', descargado_en: '2026-03-30T18:05:00.000Z' },
      { periodo_id: periodoId, cierre_id: null, archivo: 'Incidencias CONTPAQi Nóminas', descargado_por: 'admin', descargado_en: '2026-03-30T18:45:00.000Z' },
      { periodo_id: periodoId, cierre_id: 2, archivo: 'Libro de Excel', descargado_por: 'admin', descargado_en: '2026-03-30T19:10:00.000Z' },
    ]);

    const body = await prenomina(server, WEEK.desde, WEEK.hasta);
    expect(body.version).toBe(2);
    expect(body.periodo).toMatchObject({ estado: 'cerrado', cerradoEn: CLOSED_AGAIN_AT });
    expect(body.periodo.versiones).toEqual([
      {
        version: 1,
        cerradoEn: CLOSED_AT,
        cerradoPor: 'admin',
        reabiertoEn: REOPENED_AT,
        reabiertoPor: 'admin',
        motivoReapertura: MOTIVO,
        descargas: [{ archivo: 'Libro de Excel', usuario: 'admin', fecha: '2026-03-30T18:05:00.000Z' }],
      },
      {
        version: 2,
        cerradoEn: CLOSED_AGAIN_AT,
        cerradoPor: 'admin',
        reabiertoEn: null,
        reabiertoPor: null,
        motivoReapertura: null,
        descargas: [{ archivo: 'Libro de Excel', usuario: 'admin', fecha: '2026-03-30T19:10:00.000Z' }],
      },
    ]);
    expect(body.periodo.descargas).toEqual([{ archivo: 'Incidencias CONTPAQi Nóminas', usuario: 'admin', fecha: '2026-03-30T18:45:00.000Z' }]);
    expect(anaOf(body)).toMatchObject({ diasTrabajados: 4, total: 1472.33 });

    // An earlier version's figures on request; an unknown one is 404.
    const old = await prenomina(server, WEEK.desde, WEEK.hasta, '&version=1');
    expect(old.version).toBe(1);
    expect(anaOf(old)).toMatchObject({ diasTrabajados: 3, total: 1104.25 });
    const unknown = await server.request('GET', `/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}&version=3`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 'periodo_version_not_found',
      field: 'version',
      error: 'El periodo de estas fechas no tiene una versión 3: cada cierre guardado es una versión.',
    });

    // Each version's files under names of their own: version 2's incidencias, version 1's workbook asked again.
    const incidenciasV2 = await download(`/api/prenomina/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}&perfil=contpaqi`);
    expect(incidenciasV2.headers.get('content-disposition')).toBe(`attachment; filename="incidencias-contpaqi-nominas-${WEEK.desde}-al-${WEEK.hasta}-v2.csv"`);
    const versionOneAgain = await download(`/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}&formato=xlsx&version=1`);
    expect(versionOneAgain.headers.get('content-disposition')).toBe(`attachment; filename="prenomina-${WEEK.desde}-al-${WEEK.hasta}-v1.xlsx"`);
  });
});

describe('migration 027-reaperturas', () => {
  it('gives each period closed before it its version 1, and none to an open one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-027-'));
    const db = openDatabase(join(dir, 'reloj.sqlite'));
    try {
      const upTo = migrations.findIndex((m) => m.name === '027-reaperturas');
      expect(upTo).toBe(26);
      migrate(db, migrations.slice(0, upTo));
      db.exec(`
        INSERT INTO periodos (id, desde, hasta, creado_por, created_at) VALUES (1, '2026-03-02', '2026-03-08', 'admin', 'x'), (2, '2026-03-09', '2026-03-15', 'admin', 'x');
        UPDATE periodos SET estado = 'cerrado', snapshot = '{"version":1,"empleados":[]}', cerrado_por = 'ana', cerrado_en = '2026-03-09T18:00:00.000Z' WHERE id = 1;
      `);
      migrate(db, migrations.slice(0, upTo + 1));
      expect(db.prepare('SELECT periodo_id, version, snapshot, cerrado_por, cerrado_en FROM periodo_cierres').all()).toEqual([
        { periodo_id: 1, version: 1, snapshot: '{"version":1,"empleados":[]}', cerrado_por: 'ana', cerrado_en: '2026-03-09T18:00:00.000Z' },
      ]);
    } finally {
      closeDatabase(db);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
