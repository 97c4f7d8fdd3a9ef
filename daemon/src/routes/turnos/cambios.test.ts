import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { count, hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestResponse, type TestServer } from '../../test-support/testServer.js';

// Issue 41 item 4: one employee's day changed (another turno, a rest day, a swap), audited and chained like incidencias.
const start = trackedTestServers(afterEach);
const NOW = '2026-03-25T18:00:00.000Z'; // Wednesday 25 March 2026, 12:00 in Mexico City

const rest = { segmentos: [] };
const weekly = (nombre: string, codigo: string, entrada: string, salida: string) => ({
  nombre,
  codigo,
  color: '#16a085',
  tipo: 'semanal',
  dias: [0, 1, 2, 3, 4, 5, 6].map((i) => (i === 6 ? rest : { segmentos: [{ entrada, salida }] })),
});

async function withTwo() {
  const server = await start({ clock: movableClock(NOW) });
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { fechaIngreso: '2026-03-02' }); // 09:00-18:00, rests on Sunday
  const luis = await hire(server, company, {
    nombre: 'LUIS MORA',
    fechaIngreso: '2026-03-02',
    horaEntrada: '14:00',
    horaSalida: '22:00',
    minutosComida: 0,
    diasDescanso: [3],
  });
  return { server, company, ana, luis };
}

/** A cell of the roster: the code, hours and marks of one employee's day. */
async function cell(server: TestServer, empleadoId: number, fecha: string) {
  const roster = (await server.request('GET', `/api/rol-turnos?desde=${fecha}&hasta=${fecha}`)).body;
  const dia = roster.empleados.find((e: any) => e.empleadoId === empleadoId).dias[0];
  return { codigo: dia.codigo, segmentos: dia.segmentos, descanso: dia.descanso, cambio: dia.cambio };
}

const links = (server: TestServer) =>
  server.db.prepare(`SELECT tipo, fila_id AS filaId FROM registro WHERE tipo LIKE 'cambio_turno%' ORDER BY secuencia`).all();
const expectRefused = (response: TestResponse, status: number, field: string | undefined, error: string | RegExp) => {
  expect(response.status, response.text).toBe(status);
  expect(response.body.field).toBe(field);
  if (typeof error === 'string') expect(response.body.error).toBe(error);
  else expect(response.body.error).toMatch(error);
};

describe('POST /api/cambios-turno', () => {
  it("changes one day's turno and moves a rest day; audited and chained; the roster marks both", async () => {
    const { server, ana } = await withTwo();
    const vespertino = (await server.request('POST', '/api/turnos', weekly('Vespertino', 'V', '15:00', '22:30'))).body;
    const otro = await server.request('POST', '/api/cambios-turno', {
      empleadoId: ana,
      fecha: '2026-03-26',
      turnoId: vespertino.id,
      motivo: 'Cubre a un compañero',
    });
    expect(otro.status, otro.text).toBe(201);
    expect(otro.body).toEqual({
      id: otro.body.id,
      empleadoId: ana,
      fecha: '2026-03-26',
      turnoId: vespertino.id,
      descanso: false,
      conEmpleadoId: null,
      motivo: 'Cubre a un compañero',
      registradoPor: 'admin',
      registradoEn: NOW,
      pareja: null,
    });
    // Working Sunday, resting Wednesday: Sunday takes the turno's hours, Wednesday is a rest day.
    const vespertinoDomingo = await server.request('POST', '/api/cambios-turno', {
      empleadoId: ana,
      fecha: '2026-03-29',
      turnoId: vespertino.id,
      motivo: 'Inventario',
    });
    expect(vespertinoDomingo.status).toBe(201);
    expect(
      (await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-04-01', descanso: true, motivo: 'Descanso movido' })).status,
    ).toBe(201);

    expect(await cell(server, ana, '2026-03-26')).toEqual({ codigo: 'V', segmentos: [{ entrada: '15:00', salida: '22:30' }], descanso: false, cambio: true });
    expect(await cell(server, ana, '2026-03-29')).toEqual({ codigo: 'V', segmentos: [{ entrada: '15:00', salida: '22:30' }], descanso: false, cambio: true });
    expect(await cell(server, ana, '2026-04-01')).toEqual({ codigo: null, segmentos: [], descanso: true, cambio: true });
    expect(await cell(server, ana, '2026-03-27')).toEqual({
      codigo: '9-18',
      segmentos: [{ entrada: '09:00', salida: '18:00' }],
      descanso: false,
      cambio: false,
    });

    expect(links(server)).toEqual([
      { tipo: 'cambio_turno', filaId: otro.body.id },
      { tipo: 'cambio_turno', filaId: vespertinoDomingo.body.id },
      { tipo: 'cambio_turno', filaId: otro.body.id + 2 },
    ]);
    const audit = server.db.prepare(`SELECT accion, antes, despues FROM auditoria WHERE accion LIKE 'cambios_turno.%' ORDER BY id LIMIT 1`).get() as any;
    expect(audit.accion).toBe('cambios_turno.crear');
    expect(audit.antes).toBeNull();
    expect(JSON.parse(audit.despues)).toMatchObject({ empleadoId: ana, fecha: '2026-03-26', turnoId: vespertino.id, motivo: 'Cubre a un compañero' });
    expect((await server.request('GET', '/api/registro/verificacion')).body.ok).toBe(true);
  });

  it("swaps two employees' day in one action: each gets the other's turno or rest, both rows chained and removed together", async () => {
    const { server, ana, luis } = await withTwo();
    // Thursday 26: Ana 09:00-18:00, Luis 14:00-22:00.
    const swap = await server.request('POST', '/api/cambios-turno', {
      empleadoId: ana,
      fecha: '2026-03-26',
      conEmpleadoId: luis,
      motivo: 'Cambio de turno acordado',
    });
    expect(swap.status, swap.text).toBe(201);
    expect(swap.body).toMatchObject({
      empleadoId: ana,
      conEmpleadoId: luis,
      descanso: false,
      pareja: { empleadoId: luis, conEmpleadoId: ana, descanso: false },
    });
    expect(await cell(server, ana, '2026-03-26')).toMatchObject({ segmentos: [{ entrada: '14:00', salida: '22:00' }], cambio: true });
    expect(await cell(server, luis, '2026-03-26')).toMatchObject({ segmentos: [{ entrada: '09:00', salida: '18:00' }], cambio: true });
    // Wednesday 1 April Luis rests: swapping it gives Ana the rest day and Luis her hours.
    const rested = await server.request('POST', '/api/cambios-turno', {
      empleadoId: ana,
      fecha: '2026-04-01',
      conEmpleadoId: luis,
      motivo: 'Cambio de descanso',
    });
    expect(rested.status, rested.text).toBe(201);
    expect(await cell(server, ana, '2026-04-01')).toMatchObject({ segmentos: [], descanso: true, cambio: true });
    expect(await cell(server, luis, '2026-04-01')).toMatchObject({ segmentos: [{ entrada: '09:00', salida: '18:00' }], descanso: false, cambio: true });
    expect(links(server)).toEqual([
      { tipo: 'cambio_turno', filaId: swap.body.id },
      { tipo: 'cambio_turno', filaId: swap.body.pareja.id },
      { tipo: 'cambio_turno', filaId: rested.body.id },
      { tipo: 'cambio_turno', filaId: rested.body.pareja.id },
    ]);

    // Deleting either row removes the swap: both rows gone, each removal chained.
    expect((await server.request('DELETE', `/api/cambios-turno/${swap.body.pareja.id}`)).status).toBe(204);
    expect(server.db.prepare('SELECT id FROM cambios_turno ORDER BY id').all()).toEqual([{ id: rested.body.id }, { id: rested.body.pareja.id }]);
    expect(links(server).slice(4)).toEqual([
      { tipo: 'cambio_turno_eliminado', filaId: swap.body.id },
      { tipo: 'cambio_turno_eliminado', filaId: swap.body.pareja.id },
    ]);
    expect(await cell(server, ana, '2026-03-26')).toMatchObject({ segmentos: [{ entrada: '09:00', salida: '18:00' }], cambio: false });
    const audit = server.db.prepare(`SELECT antes FROM auditoria WHERE accion = 'cambios_turno.borrar'`).get() as { antes: string };
    expect(JSON.parse(audit.antes).cambios.map((c: any) => c.empleadoId)).toEqual([ana, luis]);
    expect((await server.request('GET', '/api/registro/verificacion')).body.ok).toBe(true);

    // The chain sees a removed row that was not chained as removed.
    server.db.exec('DROP TRIGGER cambios_turno_eslabon_baja');
    server.db.prepare('DELETE FROM cambios_turno WHERE id = ?').run(rested.body.id);
    const broken = (await server.request('GET', '/api/registro/verificacion')).body;
    expect(broken.ok).toBe(false);
    expect(broken.primeraRotura.motivo).toMatch(
      new RegExp(`^El cambio de turno n\\.º ${rested.body.id} \\(eslabón n\\.º \\d+\\) ya no está en la base de datos\\.$`),
    );
  });

  it('refuses bad changes with 422 naming the field, a second change of the day with 409, and writes nothing', async () => {
    const { server, company, ana, luis } = await withTwo();
    await server.request('POST', '/api/cambios-turno', { empleadoId: luis, fecha: '2026-03-27', descanso: true, motivo: 'Permiso' });
    const before = count(server, 'cambios_turno');
    const one = 'Indica uno solo: otro turno (turnoId), un día de descanso (descanso: true) o un compañero con quien cambiar (conEmpleadoId).';
    expectRefused(await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-26', motivo: 'Nada' }), 422, 'turnoId', one);
    expectRefused(
      await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-26', turnoId: 1, descanso: true, motivo: 'Dos' }),
      422,
      'turnoId',
      one,
    );
    expectRefused(
      await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-26', turnoId: 999, motivo: 'Otro' }),
      422,
      'turnoId',
      'El turno 999 no existe.',
    );
    expectRefused(
      await server.request('POST', '/api/cambios-turno', { empleadoId: 999, fecha: '2026-03-26', descanso: true, motivo: 'Otro' }),
      422,
      'empleadoId',
      'El empleado no existe.',
    );
    expectRefused(await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-26', descanso: true }), 422, 'motivo', /motivo/);
    expectRefused(
      await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-01', descanso: true, motivo: 'Antes' }),
      422,
      'fecha',
      'El 1 de marzo de 2026 es anterior al ingreso de ANA LÓPEZ (2 de marzo de 2026).',
    );
    expectRefused(
      await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-26', conEmpleadoId: ana, motivo: 'Conmigo' }),
      422,
      'conEmpleadoId',
      'Elige a otro empleado para el cambio de turno.',
    );
    const eva = await hire(server, company, { nombre: 'EVA RUIZ', fechaIngreso: '2026-03-02' }); // Ana's turno
    expectRefused(
      await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-26', conEmpleadoId: eva, motivo: 'Mismo turno' }),
      422,
      'conEmpleadoId',
      'ANA LÓPEZ y EVA RUIZ tienen el mismo turno el 26 de marzo de 2026: no hay nada que intercambiar.',
    );
    expectRefused(
      await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-27', conEmpleadoId: luis, motivo: 'Ya cambió' }),
      409,
      'conEmpleadoId',
      'LUIS MORA ya tiene un cambio de turno el 27 de marzo de 2026. Bórralo primero si quieres cambiarlo.',
    );
    expectRefused(
      await server.request('POST', '/api/cambios-turno', { empleadoId: luis, fecha: '2026-03-27', descanso: true, motivo: 'Otra vez' }),
      409,
      'fecha',
      /^LUIS MORA ya tiene un cambio de turno/,
    );
    expect(count(server, 'cambios_turno')).toBe(before);
    expect((await server.request('DELETE', '/api/cambios-turno/999')).status).toBe(404);
  });

  it('refuses a change inside a closed period (409), and its removal', async () => {
    const { server, ana } = await withTwo();
    const cambio = (await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-10', descanso: true, motivo: 'Permiso' })).body;
    const periodo = (await server.request('POST', '/api/periodos', { desde: '2026-03-09', hasta: '2026-03-15' })).body;
    expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).status).toBe(200);
    const refused = await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-11', descanso: true, motivo: 'Tarde' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'periodo_cerrado',
      error: 'El periodo del 9 al 15 de marzo de 2026 está cerrado: no se pueden cambiar turnos del 11 de marzo de 2026.',
    });
    const removal = await server.request('DELETE', `/api/cambios-turno/${cambio.id}`);
    expect(removal.status).toBe(409);
    expect(removal.body.error).toBe('El periodo del 9 al 15 de marzo de 2026 está cerrado: no se pueden borrar cambios de turno del 10 de marzo de 2026.');
    expect(count(server, 'cambios_turno')).toBe(1);
    expect(() => server.db.prepare(`UPDATE cambios_turno SET motivo = 'otro'`).run()).toThrow(/never edited/);
  });

  it("lets a gerente change their branch's days only, and delete only their branch's changes", async () => {
    const { server, company, ana } = await withTwo();
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id;
    const eva = await hire(server, company, { nombre: 'EVA RUIZ', sucursal: 'NORTE', fechaIngreso: '2026-03-02' });
    const teo = await hire(server, company, { nombre: 'TEO GIL', sucursal: 'NORTE', fechaIngreso: '2026-03-02', horaEntrada: '07:00', horaSalida: '15:00' });
    const deAna = (await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-26', descanso: true, motivo: 'Permiso' })).body;
    expect(
      (await server.request('POST', '/api/usuarios', { usuario: 'gerente', password: 'contraseña-segura-1', rol: 'gerente', sucursalIds: [norte] })).status,
    ).toBe(201);
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente', password: 'contraseña-segura-1' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const asGerente = (method: string, path: string, body?: unknown) => server.anonymous(method, path, body, { cookie });

    expectRefused(
      await asGerente('POST', '/api/cambios-turno', { empleadoId: eva, fecha: '2026-03-26', conEmpleadoId: ana, motivo: 'Cruzado' }),
      422,
      'conEmpleadoId',
      'El empleado no existe.',
    );
    expect((await asGerente('DELETE', `/api/cambios-turno/${deAna.id}`)).body).toEqual({
      error: 'El cambio de turno no existe.',
      code: 'cambio_turno_not_found',
    });
    const own = await asGerente('POST', '/api/cambios-turno', { empleadoId: eva, fecha: '2026-03-26', conEmpleadoId: teo, motivo: 'Acordado' });
    expect(own.status, own.text).toBe(201);
    expect((await asGerente('DELETE', `/api/cambios-turno/${own.body.id}`)).status).toBe(204);
  });
});
