import { punchSchema } from '@reloj/contract/attendance';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestResponse, TestServer } from '../../test-support/testServer.js';
import { trackedTestServers } from '../../test-support/testServer.js';
import { insertKioskPunch } from '../../test-support/kioskPunch.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count, dayOf, figuresOf, hire, punch, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 29 item 1: a punch is voided with a reason, never deleted; everything that counts punches skips it.
const start = trackedTestServers(afterEach);
const PASSWORD = 'una-contraseña-larga';
const NOW = '2026-03-11T18:00:00.000Z'; // Wednesday 11 March 2026, 12:00 in Mexico City

async function withEmployee() {
  const clock = movableClock(NOW);
  const server = await start({ clock });
  const company = await setUpCompany(server);
  const ana = await hire(server, company);
  return { server, ana, clock, company };
}

const kioskPunch = (server: TestServer, empleadoId: number, hora: string, fecha: string, tipo: string) =>
  insertKioskPunch(server.db, empleadoId, hora, fecha, tipo);

type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
async function signIn(server: TestServer, usuario: string, rol: string, sucursalIds: number[]): Promise<Caller> {
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

const anulaciones = (server: TestServer) => server.db.prepare('SELECT checada_id, motivo, anulada_por, anulada_en FROM anulaciones ORDER BY id').all();
const tipos = (list: { hora: string; tipo: string; anulada: unknown }[]) => list.map((p) => [p.hora, p.tipo, p.anulada !== null]);

describe('POST /api/attendance/{id}/anular', () => {
  it('voids an accidental second punch: the next punch becomes the salida, the day is paid whole, the punch stays listed', async () => {
    const { server, ana } = await withEmployee();
    // Tuesday 10 March: in at 08:58, a second press at 09:02 (stored as a salida), out at 18:05 (stored as an entrada).
    kioskPunch(server, ana, '2026-03-10T14:58:00.000Z', '2026-03-10', 'entrada');
    const accidental = kioskPunch(server, ana, '2026-03-10T15:02:00.000Z', '2026-03-10', 'salida');
    kioskPunch(server, ana, '2026-03-11T00:05:00.000Z', '2026-03-10', 'entrada');
    const before = await figuresOf(server, ana, '2026-03-09', '2026-03-15');
    // Before: 08:58 in, 09:02 out, and 18:05 an entrada without its salida.
    expect(dayOf(before, '2026-03-10')).toMatchObject({ estado: 'sin_salida', entrada: '08:58', salida: '09:02', nota: 'Falta checada de salida' });
    expect(before.advertencias).toEqual([{ code: 'sin_salida', mensaje: '1 día con falta de checada de salida: agrega la checada manual que falta' }]);

    const response = await server.request('POST', `/api/attendance/${accidental}/anular`, { motivo: '  Checó dos veces;\n  fue por error ' });
    expect(response.status).toBe(201);
    expect(punchSchema.parse(response.body)).toEqual({
      id: accidental,
      employeeId: ana,
      empleado: 'ANA LÓPEZ',
      sucursal: 'CENTRO',
      tipo: 'salida',
      hora: '2026-03-10T15:02:00.000Z',
      diaLaboral: '2026-03-10',
      dispositivo: 'CAJA 1',
      similitud: 0.93,
      vivacidad: null,
      foto: null,
      manual: false,
      metodo: 'rostro',
      motivo: null,
      registradoPor: null,
      anulada: { motivo: 'Checó dos veces; fue por error', usuario: 'admin', fecha: NOW },
    });
    expect(anulaciones(server)).toEqual([{ checada_id: accidental, motivo: 'Checó dos veces; fue por error', anulada_por: 'admin', anulada_en: NOW }]);
    // The punch itself is untouched, and still listed (newest first), struck through; 18:05 is now the salida.
    expect(count(server, 'checadas')).toBe(3);
    const list = (await server.request('GET', '/api/attendance?desde=2026-03-10&hasta=2026-03-10')).body;
    expect(tipos(list)).toEqual([
      ['2026-03-11T00:05:00.000Z', 'salida', false],
      ['2026-03-10T15:02:00.000Z', 'salida', true],
      ['2026-03-10T14:58:00.000Z', 'entrada', false],
    ]);
    // The pre-nómina: 08:58 to 18:05, on time, a whole day; the 5 minutes after 18:00 are unauthorised, no overtime block.
    const after = await figuresOf(server, ana, '2026-03-09', '2026-03-15');
    expect(dayOf(after, '2026-03-10')).toMatchObject({
      estado: 'asistencia',
      entrada: '08:58',
      salida: '18:05',
      minutosRetardo: 0,
      horasExtra: 0,
      nota: 'Tiempo extra sin autorizar: 5 min',
    });
    expect(after.advertencias).toEqual([]);
    // One day worked at 315.50: sueldo 315.50, séptimo 315.50 / 6 = 52.58, total 368.08 (the same money: the day was counted before too).
    expect(after).toMatchObject({ diasTrabajados: 1, sueldo: 315.5, septimoDia: 52.58, total: 368.08 });
    // The CSV counts: the voided punch is not in it.
    const csv = (await server.request('GET', '/api/attendance?desde=2026-03-10&hasta=2026-03-10&formato=csv')).text.trim().split('\r\n');
    expect(csv.slice(1).map((line) => line.split(',')[1] + ' ' + line.split(',')[6])).toEqual(['18:05:00 Salida', '08:58:00 Entrada']);
    // The ARCO export lists it with the void (in the box's local time, as a person reads the file).
    const datos = JSON.parse((await server.request('GET', `/api/employees/${ana}/datos`)).text);
    expect(datos.checadas.map((c: { hora: string; tipo: string; anulada: unknown }) => [c.hora, c.tipo, c.anulada])).toEqual([
      ['2026-03-10T08:58:00-06:00', 'entrada', null],
      ['2026-03-10T09:02:00-06:00', 'salida', { motivo: 'Checó dos veces; fue por error', usuario: 'admin', fecha: '2026-03-11T12:00:00-06:00' }],
      ['2026-03-10T18:05:00-06:00', 'salida', null],
    ]);
  });

  it('counts the next kiosk punch without the voided one: a voided entrada makes the next punch the entrada again', async () => {
    const { server, ana } = await withEmployee();
    const [entrada] = await punch(server, ana, '2026-03-11T08:30');
    expect((await server.request('POST', `/api/attendance/${entrada.id}/anular`, { motivo: 'Hora equivocada' })).status).toBe(201);
    const [again] = await punch(server, ana, '2026-03-11T09:00');
    expect(again).toMatchObject({ tipo: 'entrada', anulada: null });
    const repo = await import('../../db/repositories/attendance.js');
    expect(repo.attendanceRepository(server.db).countOnDay(ana, '2026-03-11')).toBe(1);
    // A voided punch is no neighbour: a manual punch may be added at the same minute.
    expect((await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-11T08:30', motivo: 'Corrige la hora' })).status).toBe(201);
    expect(count(server, 'checadas')).toBe(3);
  });

  it('records the void in the audit log with the punch before and after', async () => {
    const { server, ana } = await withEmployee();
    const [entrada] = await punch(server, ana, '2026-03-10T09:00');
    await server.request('POST', `/api/attendance/${entrada.id}/anular`, { motivo: 'Era de otro empleado' });
    const rows = server.db.prepare("SELECT usuario, antes, despues FROM auditoria WHERE accion = 'checadas.anular'").all() as {
      usuario: string;
      antes: string;
      despues: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usuario).toBe('admin');
    expect(JSON.parse(rows[0]!.antes)).toMatchObject({ id: entrada.id, tipo: 'entrada', anulada: null });
    expect(JSON.parse(rows[0]!.despues)).toMatchObject({ id: entrada.id, anulada: { motivo: 'Era de otro empleado', usuario: 'admin', fecha: NOW } });
  });

  it('refuses a punch already voided (409 checada_ya_anulada) and keeps the first void', async () => {
    const { server, ana } = await withEmployee();
    const [entrada] = await punch(server, ana, '2026-03-10T09:00');
    expect((await server.request('POST', `/api/attendance/${entrada.id}/anular`, { motivo: 'Primera vez' })).status).toBe(201);
    const again = await server.request('POST', `/api/attendance/${entrada.id}/anular`, { motivo: 'Segunda vez' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Esta checada ya está anulada.', code: 'checada_ya_anulada' });
    expect(anulaciones(server)).toEqual([expect.objectContaining({ checada_id: entrada.id, motivo: 'Primera vez' })]);
    expect(count(server, "auditoria WHERE accion = 'checadas.anular'")).toBe(1);
  });

  it('voids once when two administrators send the void at the same moment: one 201, one 409', async () => {
    const { server, ana } = await withEmployee();
    const [entrada] = await punch(server, ana, '2026-03-10T09:00');
    const answers = await Promise.all(['Uno', 'Dos', 'Tres'].map((motivo) => server.request('POST', `/api/attendance/${entrada.id}/anular`, { motivo })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(anulaciones(server)).toHaveLength(1);
    expect(count(server, "auditoria WHERE accion = 'checadas.anular'")).toBe(1);
  });

  it('refuses a punch inside a closed period (409 periodo_cerrado) and stores nothing', async () => {
    const { server, ana } = await withEmployee();
    const [entrada] = await punch(server, ana, '2026-03-03T09:00');
    const periodo = (await server.request('POST', '/api/periodos', { desde: '2026-03-02', hasta: '2026-03-08' })).body;
    expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).status).toBe(200);
    const response = await server.request('POST', `/api/attendance/${entrada.id}/anular`, { motivo: 'Tarde para esto' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'periodo_cerrado' });
    expect(response.body.error).toMatch(/^El periodo del .* está cerrado: no se pueden anular checadas del /);
    expect(count(server, 'anulaciones')).toBe(0);
    expect(count(server, "auditoria WHERE accion = 'checadas.anular'")).toBe(0);
  });

  it.each([
    [{}, 'Escribe el motivo de la anulación.'],
    [{ motivo: '  ab  ' }, 'Escribe el motivo de la anulación (al menos 3 caracteres).'],
    [{ motivo: 'x'.repeat(301) }, 'El motivo admite como máximo 300 caracteres.'],
    [{ motivo: 'Error \u202Eoíd' }, 'El motivo tiene caracteres no permitidos (de control o invisibles).'],
    [{ motivo: 42 }, 'Escribe el motivo de la anulación.'],
  ])('refuses a bad motivo %j with 422 naming motivo, and stores nothing', async (body, error) => {
    const { server, ana } = await withEmployee();
    const [entrada] = await punch(server, ana, '2026-03-10T09:00');
    const response = await server.request('POST', `/api/attendance/${entrada.id}/anular`, body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error, code: 'validation_failed', field: 'motivo' });
    expect(count(server, 'anulaciones')).toBe(0);
  });

  it('answers 404 for a punch that does not exist', async () => {
    const { server } = await withEmployee();
    for (const id of ['999', '0', 'abc']) {
      const response = await server.request('POST', `/api/attendance/${id}/anular`, { motivo: 'No existe' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'La checada no existe.', code: 'punch_not_found' });
    }
  });

  it("lets a gerente void their branch's punch, answers 404 for another branch's, and 403 to a consulta", async () => {
    const { server, ana, company } = await withEmployee();
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'Norte' })).body.id;
    const luis = await hire(server, company, { nombre: 'Luis Mora', sucursal: 'NORTE' });
    const [anaPunch] = await punch(server, ana, '2026-03-10T09:00');
    const [luisPunch] = await punch(server, luis, '2026-03-10T09:00');
    const gerenteNorte = await signIn(server, 'gerente.norte', 'gerente', [norte]);
    const consulta = await signIn(server, 'consulta', 'consulta', []);

    const foreign = await gerenteNorte('POST', `/api/attendance/${anaPunch.id}/anular`, { motivo: 'No es de mi sucursal' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'La checada no existe.', code: 'punch_not_found' });
    const forbidden = await consulta('POST', `/api/attendance/${luisPunch.id}/anular`, { motivo: 'Solo consulto' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.', code: 'forbidden' });
    expect(count(server, 'anulaciones')).toBe(0);

    const own = await gerenteNorte('POST', `/api/attendance/${luisPunch.id}/anular`, { motivo: 'Checó por error' });
    expect(own.status).toBe(201);
    expect(own.body.anulada).toEqual({ motivo: 'Checó por error', usuario: 'gerente.norte', fecha: NOW });
    expect(anulaciones(server)).toEqual([{ checada_id: luisPunch.id, motivo: 'Checó por error', anulada_por: 'gerente.norte', anulada_en: NOW }]);
  });

  it('keeps anulaciones append-only in the database: no UPDATE, DELETE or REPLACE', async () => {
    const { server, ana } = await withEmployee();
    const [entrada] = await punch(server, ana, '2026-03-10T09:00');
    await server.request('POST', `/api/attendance/${entrada.id}/anular`, { motivo: 'Checó por error' });
    expect(() => server.db.prepare("UPDATE anulaciones SET motivo = 'otro'").run()).toThrow(/append-only/);
    expect(() => server.db.prepare('DELETE FROM anulaciones').run()).toThrow(/append-only/);
    expect(() =>
      server.db.prepare("INSERT OR REPLACE INTO anulaciones (checada_id, motivo, anulada_por, anulada_en) VALUES (?, 'otro', 'x', 'x')").run(entrada.id),
    ).toThrow(/append-only/);
    expect(anulaciones(server)).toEqual([{ checada_id: entrada.id, motivo: 'Checó por error', anulada_por: 'admin', anulada_en: NOW }]);
  });
});
