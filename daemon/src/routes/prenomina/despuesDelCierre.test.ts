import { prenominaSchema } from '@reloj/contract/prenomina';
import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, prenomina, setUpCompany, workDay } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

// Issue 29: kiosk punches that land in a closed period are stored (the person was there) and listed on that period
// as 'Checadas después del cierre'; they never change its frozen figures.
const start = trackedTestServers(afterEach);
const WEEK = { desde: '2026-03-09', hasta: '2026-03-15' };
const CLOSED_AT = '2026-03-30T20:00:00.000Z';
const PASSWORD = 'una-contraseña-larga';

/** A kiosk punch as the check-in stores it, `created_at` being when it reached the box. */
function kioskPunch(server: TestServer, p: { empleadoId: number; tipo: string; hora: string; fecha: string; createdAt: string; nip?: number }): number {
  return Number(
    server.db
      .prepare(`INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at, nip) VALUES (?, 1, ?, ?, ?, ?, ?, ?)`)
      .run(p.empleadoId, p.tipo, p.hora, p.fecha, p.nip ? null : 0.9, p.createdAt, p.nip ?? 0).lastInsertRowid,
  );
}

/** Ana (CENTRO) and Luis (NORTE) work the week; it is closed on 30 March at 14:00 Mexico City time. */
async function closedWeek() {
  const clock = movableClock();
  const server = await start({ clock });
  const company = await setUpCompany(server);
  const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id as number;
  const ana = await hire(server, company, { nombre: 'ANA LÓPEZ' });
  const luis = await hire(server, company, { nombre: 'LUIS MORA', sucursal: 'NORTE' });
  for (const fecha of ['2026-03-09', '2026-03-10', '2026-03-11']) {
    await workDay(server, ana, fecha, '09:00', '18:00');
    await workDay(server, luis, fecha, '09:00', '18:00');
  }
  server.db.exec(
    `INSERT INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'approved', 'x', 'x')`,
  );
  // A kiosk punch stored before the close: it is in the figures, not in the list.
  const beforeClose = kioskPunch(server, {
    empleadoId: ana,
    tipo: 'entrada',
    hora: '2026-03-13T15:00:00.000Z',
    fecha: '2026-03-13',
    createdAt: '2026-03-13T15:00:01.000Z',
  });
  const periodo = (await server.request('POST', '/api/periodos', WEEK)).body;
  const open = await prenomina(server, WEEK.desde, WEEK.hasta);
  clock.set(CLOSED_AT);
  expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).status).toBe(200);
  const frozen = await prenomina(server, WEEK.desde, WEEK.hasta);
  return { server, clock, company, norte, ana, luis, periodo, open, frozen, beforeClose };
}

describe('GET /api/prenomina: checadasDespuesDelCierre', () => {
  it('is empty for an open period and for dates without a period', async () => {
    const { open, server } = await closedWeek();
    expect(open.periodo).toMatchObject({ estado: 'abierto' });
    expect(open.checadasDespuesDelCierre).toEqual([]);
    expect((await prenomina(server, '2026-03-16', '2026-03-22')).checadasDespuesDelCierre).toEqual([]);
  });

  it('lists the punches of the closed days stored after the close, not voided ones nor earlier ones, and leaves the figures as frozen', async () => {
    const { server, clock, ana, luis, frozen, beforeClose } = await closedWeek();
    expect(frozen.checadasDespuesDelCierre).toEqual([]);

    clock.set('2026-03-30T20:05:00.000Z');
    const late = kioskPunch(server, {
      empleadoId: ana,
      tipo: 'entrada',
      hora: '2026-03-12T15:00:00.000Z',
      fecha: '2026-03-12',
      createdAt: '2026-03-30T20:05:00.000Z',
    });
    const voided = kioskPunch(server, {
      empleadoId: ana,
      tipo: 'salida',
      hora: '2026-03-13T00:00:00.000Z',
      fecha: '2026-03-12',
      createdAt: '2026-03-30T20:06:00.000Z',
    });
    server.db
      .prepare('INSERT INTO anulaciones (checada_id, motivo, anulada_por, anulada_en) VALUES (?, ?, ?, ?)')
      .run(voided, 'Era de otro empleado', 'admin', '2026-03-30T20:07:00.000Z');
    const byNip = kioskPunch(server, {
      empleadoId: luis,
      tipo: 'entrada',
      hora: '2026-03-14T15:30:00.000Z',
      fecha: '2026-03-14',
      createdAt: '2026-03-30T20:08:00.000Z',
      nip: 1,
    });
    // A night-shift salida at 00:30 on Monday 16 belongs to Sunday 15's working day: listed.
    const nextDay = kioskPunch(server, {
      empleadoId: luis,
      tipo: 'salida',
      hora: '2026-03-16T06:30:00.000Z',
      fecha: '2026-03-15',
      createdAt: '2026-03-30T20:09:00.000Z',
    });
    // Outside the period's days: not listed.
    kioskPunch(server, { empleadoId: ana, tipo: 'entrada', hora: '2026-03-16T15:00:00.000Z', fecha: '2026-03-16', createdAt: '2026-03-30T20:10:00.000Z' });

    const response = await server.request('GET', `/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
    expect(response.status).toBe(200);
    const body = prenominaSchema.parse(response.body);
    expect(body.checadasDespuesDelCierre).toEqual([
      { id: late, empleadoId: ana, nombre: 'ANA LÓPEZ', sucursal: 'CENTRO', tipo: 'entrada', hora: '2026-03-12T09:00', fecha: '2026-03-12', metodo: 'rostro' },
      { id: byNip, empleadoId: luis, nombre: 'LUIS MORA', sucursal: 'NORTE', tipo: 'entrada', hora: '2026-03-14T09:30', fecha: '2026-03-14', metodo: 'nip' },
      {
        id: nextDay,
        empleadoId: luis,
        nombre: 'LUIS MORA',
        sucursal: 'NORTE',
        tipo: 'salida',
        hora: '2026-03-16T00:30',
        fecha: '2026-03-15',
        metodo: 'rostro',
      },
    ]);
    expect(body.checadasDespuesDelCierre.map((c) => c.id)).not.toContain(beforeClose);
    // The period's figures are the ones frozen at the close.
    expect(body.empleados).toEqual(frozen.empleados);
    expect(body.periodo).toMatchObject({ estado: 'cerrado', cerradoEn: CLOSED_AT });
  });

  it('respects the sucursal filter and the branches of a gerente', async () => {
    const { server, clock, ana, luis, norte, company } = await closedWeek();
    clock.set('2026-03-30T20:05:00.000Z');
    kioskPunch(server, { empleadoId: ana, tipo: 'entrada', hora: '2026-03-12T15:00:00.000Z', fecha: '2026-03-12', createdAt: '2026-03-30T20:05:00.000Z' });
    kioskPunch(server, { empleadoId: luis, tipo: 'entrada', hora: '2026-03-12T15:10:00.000Z', fecha: '2026-03-12', createdAt: '2026-03-30T20:05:30.000Z' });

    const nombres = (body: { checadasDespuesDelCierre: { nombre: string }[] }) => body.checadasDespuesDelCierre.map((c) => c.nombre);
    expect(nombres(await prenomina(server, WEEK.desde, WEEK.hasta))).toEqual(['ANA LÓPEZ', 'LUIS MORA']);
    expect(nombres(await prenomina(server, WEEK.desde, WEEK.hasta, `&sucursal=${norte}`))).toEqual(['LUIS MORA']);

    expect(
      (await server.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [company.sucursalId] }))
        .status,
    ).toBe(201);
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente.centro', password: PASSWORD });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const gerente = await server.anonymous('GET', `/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`, undefined, { cookie });
    expect(gerente.status).toBe(200);
    expect(nombres(gerente.body)).toEqual(['ANA LÓPEZ']);
  });
});
