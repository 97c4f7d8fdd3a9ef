import { diaProgramado } from '@reloj/payroll';
import { afterEach, describe, expect, it } from 'vitest';
import { asignacionesRepository } from '../../db/repositories/asignaciones.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count, hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestResponse, type TestServer } from '../../test-support/testServer.js';

// Issue 41 item 3: each employee's turno or rol from a date; the employee form's fields are the first one.
const start = trackedTestServers(afterEach);
const NOW = '2026-03-25T18:00:00.000Z'; // Wednesday 25 March 2026, 12:00 in Mexico City

const rest = { segmentos: [] };
const QUEBRADO = {
  nombre: 'Quebrado',
  codigo: 'Q',
  color: '#c0392b',
  tipo: 'semanal',
  dias: Array.from({ length: 7 }, (_, i) =>
    i === 6
      ? rest
      : {
          segmentos: [
            { entrada: '10:00', salida: '15:00' },
            { entrada: '17:00', salida: '20:00' },
          ],
        },
  ),
};
const EMPLEADO = {
  sucursal: 'CENTRO',
  puesto: 'CAJERO',
  fechaIngreso: '2026-03-02',
  horaEntrada: '09:00',
  horaSalida: '18:00',
  minutosComida: 60,
  diasDescanso: [0],
};

async function withCompany() {
  const server = await start({ clock: movableClock(NOW) });
  const company = await setUpCompany(server);
  return { server, company };
}

const asignaciones = (server: TestServer, id: number) => server.request('GET', `/api/employees/${id}/asignaciones`);
const expectRefused = (response: TestResponse, status: number, field: string | undefined, error: string | RegExp) => {
  expect(response.status, response.text).toBe(status);
  expect(response.body.field).toBe(field);
  if (typeof error === 'string') expect(response.body.error).toBe(error);
  else expect(response.body.error).toMatch(error);
};
/** The schedule of a date as the pre-nómina will read it: the repository's horarios() through payroll's resolver. */
const scheduleOn = (server: TestServer, id: number, fecha: string) => {
  const dia = diaProgramado(asignacionesRepository(server.db).horarios([id]).get(id)!, fecha);
  return dia && { codigo: dia.codigo, segmentos: dia.segmentos, minutosComida: dia.minutosComida };
};

describe('the employee form becomes a weekly turno', () => {
  it('an alta picks the identical weekly turno or creates one with a readable name, assigned from the fechaIngreso', async () => {
    const { server, company } = await withCompany();
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const luis = await hire(server, company, { nombre: 'LUIS MORA', fechaIngreso: '2026-03-09' });
    const noche = await hire(server, company, { nombre: 'EVA RUIZ', horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 0, diasDescanso: [0, 6] });
    const turnos = (await server.request('GET', '/api/turnos')).body;
    expect(turnos.map((t: any) => [t.nombre, t.codigo, t.empleados])).toEqual([
      ['L-S 09:00-18:00 (comida 60 min)', '9-18', 2],
      ['L-V 22:00-06:00', '22-6', 1],
    ]);
    expect(turnos[0].dias.map((d: any) => d.minutos)).toEqual([480, 480, 480, 480, 480, 480, 0]);
    const ofAna = (await asignaciones(server, ana)).body;
    expect(ofAna).toEqual([
      {
        id: ofAna[0].id,
        empleadoId: ana,
        turnoId: turnos[0].id,
        rolId: null,
        nombre: 'L-S 09:00-18:00 (comida 60 min)',
        vigenteDesde: '2026-03-02',
        registradoPor: 'admin',
        registradoEn: NOW,
      },
    ]);
    expect((await asignaciones(server, luis)).body[0]).toMatchObject({ turnoId: turnos[0].id, vigenteDesde: '2026-03-09' });
    expect((await asignaciones(server, noche)).body[0]).toMatchObject({ turnoId: turnos[1].id, vigenteDesde: '2026-01-05' });
  });

  it('an edit of the schedule starts a new assignment today: Monday and Tuesday keep the old hours; the form keeps its values', async () => {
    const { server, company } = await withCompany();
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const put = await server.request('PUT', `/api/employees/${ana}`, { ...EMPLEADO, nombre: 'ANA LÓPEZ', horaEntrada: '08:00', horaSalida: '17:00' });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ horaEntrada: '08:00', horaSalida: '17:00' });
    const history = (await asignaciones(server, ana)).body;
    expect(history.map((a: any) => [a.nombre, a.vigenteDesde])).toEqual([
      ['L-S 08:00-17:00 (comida 60 min)', '2026-03-25'],
      ['L-S 09:00-18:00 (comida 60 min)', '2026-03-02'],
    ]);
    expect(scheduleOn(server, ana, '2026-03-23')).toEqual({ codigo: '9-18', segmentos: [{ entrada: '09:00', salida: '18:00' }], minutosComida: 60 });
    expect(scheduleOn(server, ana, '2026-03-24')).toEqual({ codigo: '9-18', segmentos: [{ entrada: '09:00', salida: '18:00' }], minutosComida: 60 });
    expect(scheduleOn(server, ana, '2026-03-25')).toEqual({ codigo: '8-17', segmentos: [{ entrada: '08:00', salida: '17:00' }], minutosComida: 60 });

    // An edit that leaves the schedule as it is adds nothing; one that moves the fechaIngreso moves the first assignment.
    expect(
      (
        await server.request('PUT', `/api/employees/${ana}`, {
          ...EMPLEADO,
          nombre: 'ANA LÓPEZ R',
          horaEntrada: '08:00',
          horaSalida: '17:00',
          fechaIngreso: '2026-02-23',
        })
      ).status,
    ).toBe(200);
    expect((await asignaciones(server, ana)).body.map((a: any) => a.vigenteDesde)).toEqual(['2026-03-25', '2026-02-23']);
  });

  it('an edit of the schedule never starts inside a closed period', async () => {
    const { server, company } = await withCompany();
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const periodo = (await server.request('POST', '/api/periodos', { desde: '2026-03-23', hasta: '2026-03-29' })).body;
    expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, { anticipado: true })).status).toBe(200);
    expect((await server.request('PUT', `/api/employees/${ana}`, { ...EMPLEADO, nombre: 'ANA LÓPEZ', horaEntrada: '07:00', horaSalida: '16:00' })).status).toBe(
      200,
    );
    expect((await asignaciones(server, ana)).body[0].vigenteDesde).toBe('2026-03-30');
  });
});

describe('POST /api/employees/{id}/asignaciones', () => {
  it('assigns a turno or a rol from a date, newest first in the history, audited', async () => {
    const { server, company } = await withCompany();
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const quebrado = (await server.request('POST', '/api/turnos', QUEBRADO)).body;
    const rol = (await server.request('POST', '/api/roles', { nombre: 'Semanas', turnos: [quebrado.id], inicio: '2026-03-02' })).body;
    const first = await server.request('POST', `/api/employees/${ana}/asignaciones`, { turnoId: quebrado.id, vigenteDesde: '2026-03-30' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      empleadoId: ana,
      turnoId: quebrado.id,
      rolId: null,
      nombre: 'Quebrado',
      vigenteDesde: '2026-03-30',
      registradoPor: 'admin',
    });
    expect((await server.request('POST', `/api/employees/${ana}/asignaciones`, { rolId: rol.id, vigenteDesde: '2026-04-06' })).status).toBe(201);
    // The same date again replaces that day's assignment (one per employee and date).
    expect((await server.request('POST', `/api/employees/${ana}/asignaciones`, { rolId: rol.id, vigenteDesde: '2026-03-30' })).status).toBe(201);
    expect((await asignaciones(server, ana)).body.map((a: any) => [a.vigenteDesde, a.nombre])).toEqual([
      ['2026-04-06', 'Semanas'],
      ['2026-03-30', 'Semanas'],
      ['2026-03-02', 'L-S 09:00-18:00 (comida 60 min)'],
    ]);
    expect(scheduleOn(server, ana, '2026-03-31')).toEqual({ codigo: 'Q', segmentos: QUEBRADO.dias[0]!.segmentos, minutosComida: 0 });
    expect(server.db.prepare(`SELECT count(*) AS n FROM auditoria WHERE accion = 'asignaciones.registrar'`).get()).toEqual({ n: 3 });
  });

  it('refuses a vigenteDesde before the fechaIngreso, an unknown turno or rol, both or neither (422 naming the field), writing nothing', async () => {
    const { server, company } = await withCompany();
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const quebrado = (await server.request('POST', '/api/turnos', QUEBRADO)).body;
    const before = count(server, 'asignaciones');
    const path = `/api/employees/${ana}/asignaciones`;
    expectRefused(
      await server.request('POST', path, { turnoId: quebrado.id, vigenteDesde: '2026-03-01' }),
      422,
      'vigenteDesde',
      'La fecha desde la que rige el turno (1 de marzo de 2026) es anterior al ingreso de ANA LÓPEZ (2 de marzo de 2026).',
    );
    expectRefused(await server.request('POST', path, { turnoId: 999, vigenteDesde: '2026-03-30' }), 422, 'turnoId', 'El turno 999 no existe.');
    expectRefused(await server.request('POST', path, { rolId: 999, vigenteDesde: '2026-03-30' }), 422, 'rolId', 'El rol 999 no existe.');
    const both = 'Indica un turno (turnoId) o un rol (rolId), uno solo.';
    expectRefused(await server.request('POST', path, { turnoId: quebrado.id, rolId: 1, vigenteDesde: '2026-03-30' }), 422, 'turnoId', both);
    expectRefused(await server.request('POST', path, { vigenteDesde: '2026-03-30' }), 422, 'turnoId', both);
    expectRefused(await server.request('POST', path, { turnoId: quebrado.id, vigenteDesde: '2026-02-30' }), 422, 'vigenteDesde', /fecha real/);
    expectRefused(
      await server.request('POST', '/api/employees/999/asignaciones', { turnoId: quebrado.id, vigenteDesde: '2026-03-30' }),
      404,
      undefined,
      'El empleado no existe.',
    );
    expect(count(server, 'asignaciones')).toBe(before);
  });

  it('refuses an assignment from a day a closed period covers (409 periodo_cerrado)', async () => {
    const { server, company } = await withCompany();
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const quebrado = (await server.request('POST', '/api/turnos', QUEBRADO)).body;
    const periodo = (await server.request('POST', '/api/periodos', { desde: '2026-03-09', hasta: '2026-03-15' })).body;
    expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).status).toBe(200);
    const before = count(server, 'asignaciones');
    const refused = await server.request('POST', `/api/employees/${ana}/asignaciones`, { turnoId: quebrado.id, vigenteDesde: '2026-03-12' });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'periodo_cerrado',
      error:
        'El periodo del 9 al 15 de marzo de 2026 está cerrado: un turno asignado desde un día de ese periodo cambiaría sus cifras (desde el 12 de marzo de 2026).',
    });
    expect(count(server, 'asignaciones')).toBe(before);
    expect((await server.request('POST', `/api/employees/${ana}/asignaciones`, { turnoId: quebrado.id, vigenteDesde: '2026-03-16' })).status).toBe(201);
  });
});

describe('POST /api/asignaciones', () => {
  it('assigns several employees in one transaction and one audit entry; any bad one and nothing is written', async () => {
    const { server, company } = await withCompany();
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const luis = await hire(server, company, { nombre: 'LUIS MORA', fechaIngreso: '2026-03-16' });
    const quebrado = (await server.request('POST', '/api/turnos', QUEBRADO)).body;
    const before = count(server, 'asignaciones');
    expectRefused(
      await server.request('POST', '/api/asignaciones', { empleadoIds: [ana, 999], turnoId: quebrado.id, vigenteDesde: '2026-03-30' }),
      422,
      'empleadoIds.1',
      'El empleado no existe.',
    );
    expectRefused(
      await server.request('POST', '/api/asignaciones', { empleadoIds: [ana, luis], turnoId: quebrado.id, vigenteDesde: '2026-03-09' }),
      422,
      'vigenteDesde',
      /anterior al ingreso de LUIS MORA/,
    );
    expect(count(server, 'asignaciones')).toBe(before);

    const audits = count(server, 'auditoria');
    const done = await server.request('POST', '/api/asignaciones', { empleadoIds: [ana, luis], turnoId: quebrado.id, vigenteDesde: '2026-03-30' });
    expect(done.status, done.text).toBe(201);
    expect(done.body.asignaciones.map((a: any) => [a.empleadoId, a.nombre, a.vigenteDesde])).toEqual([
      [ana, 'Quebrado', '2026-03-30'],
      [luis, 'Quebrado', '2026-03-30'],
    ]);
    expect(count(server, 'auditoria')).toBe(audits + 1);
    const audit = server.db.prepare(`SELECT accion, despues FROM auditoria ORDER BY id DESC LIMIT 1`).get() as { accion: string; despues: string };
    expect(audit.accion).toBe('asignaciones.registrar');
    expect(JSON.parse(audit.despues)).toMatchObject({ turnoId: quebrado.id, rolId: null, vigenteDesde: '2026-03-30', empleadoIds: [ana, luis] });
  });

  it("lets a gerente assign their branch's employees and answers another branch's as unknown", async () => {
    const { server, company } = await withCompany();
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id;
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const luis = await hire(server, company, { nombre: 'LUIS MORA', sucursal: 'NORTE', fechaIngreso: '2026-03-02' });
    const quebrado = (await server.request('POST', '/api/turnos', QUEBRADO)).body;
    expect(
      (await server.request('POST', '/api/usuarios', { usuario: 'gerente', password: 'contraseña-segura-1', rol: 'gerente', sucursalIds: [norte] })).status,
    ).toBe(201);
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente', password: 'contraseña-segura-1' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const asGerente = (method: string, path: string, body?: unknown) => server.anonymous(method, path, body, { cookie });
    expectRefused(
      await asGerente('POST', '/api/asignaciones', { empleadoIds: [luis, ana], turnoId: quebrado.id, vigenteDesde: '2026-03-30' }),
      422,
      'empleadoIds.1',
      'El empleado no existe.',
    );
    expect((await asGerente('POST', `/api/employees/${ana}/asignaciones`, { turnoId: quebrado.id, vigenteDesde: '2026-03-30' })).status).toBe(404);
    expect((await asGerente('GET', `/api/employees/${ana}/asignaciones`)).status).toBe(404);
    const own = await asGerente('POST', `/api/employees/${luis}/asignaciones`, { turnoId: quebrado.id, vigenteDesde: '2026-03-30' });
    expect(own.status, own.text).toBe(201);
    expect(own.body.registradoPor).toBe('gerente');
  });
});
