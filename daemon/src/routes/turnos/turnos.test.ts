import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { count, hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestResponse, type TestServer } from '../../test-support/testServer.js';

// Issue 41 items 1-2: the catalogue of turnos and of roles. Figures by hand: minutes per day = segments less the meal.
const start = trackedTestServers(afterEach);
const NOW = '2026-03-30T18:00:00.000Z'; // Monday 30 March 2026, 12:00 in Mexico City

const rest = { segmentos: [] };
const day = (entrada: string, salida: string, minutosComida?: number) => ({ segmentos: [{ entrada, salida }], ...(minutosComida ? { minutosComida } : {}) });

/** 'L-V 9-18, S 9-14': Monday to Friday 09:00-18:00 with an unpunched hour of meal, Saturday 09:00-14:00. */
const SABADO_MEDIO = {
  nombre: 'L-V 9-18, S 9-14',
  codigo: 'LV-S',
  color: '#2F6FB0',
  tipo: 'semanal',
  dias: [
    day('09:00', '18:00', 60),
    day('09:00', '18:00', 60),
    day('09:00', '18:00', 60),
    day('09:00', '18:00', 60),
    day('09:00', '18:00', 60),
    day('09:00', '14:00'),
    rest,
  ],
};
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
const weekly = (nombre: string, codigo: string, entrada: string, salida: string) => ({
  nombre,
  codigo,
  color: '#16a085',
  tipo: 'semanal',
  dias: [0, 1, 2, 3, 4, 5, 6].map((i) => (i === 6 ? rest : day(entrada, salida))),
});

async function withServer() {
  const server = await start({ clock: movableClock(NOW) });
  return server;
}

const turnos = (server: TestServer) => count(server, 'turnos');
const expectRefused = (response: TestResponse, status: number, field: string | undefined, error: string | RegExp) => {
  expect(response.status, response.text).toBe(status);
  if (field !== undefined) expect(response.body.field).toBe(field);
  if (typeof error === 'string') expect(response.body.error).toBe(error);
  else expect(response.body.error).toMatch(error);
};

describe('/api/turnos', () => {
  it("stores a Saturday half-day week and answers each day's jornada, minutes and legal maximum, 45 h a week", async () => {
    const server = await withServer();
    const created = await server.request('POST', '/api/turnos', SABADO_MEDIO);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      nombre: 'L-V 9-18, S 9-14',
      codigo: 'LV-S',
      color: '#2f6fb0',
      tipo: 'semanal',
      inicioCiclo: null,
      activo: true,
      empleados: 0,
    });
    expect(created.body.dias.map((d: any) => [d.jornada, d.minutos, d.maximoMinutos, d.minutosComida])).toEqual([
      ['diurna', 480, 480, 60],
      ['diurna', 480, 480, 60],
      ['diurna', 480, 480, 60],
      ['diurna', 480, 480, 60],
      ['diurna', 480, 480, 60],
      ['diurna', 300, 480, 0],
      [null, 0, null, 0],
    ]);
    expect(created.body.minutosSemana).toBe(5 * 480 + 300);
    expect(created.body.advertencias).toEqual([]);
    const list = (await server.request('GET', '/api/turnos')).body;
    expect(list.map((t: any) => t.nombre)).toEqual(['L-V 9-18, S 9-14']);
    const audit = server.db.prepare(`SELECT accion, antes, despues FROM auditoria WHERE accion LIKE 'turnos.%'`).all() as any[];
    expect(audit.map((a) => [a.accion, a.antes, JSON.parse(a.despues).nombre])).toEqual([['turnos.crear', null, 'L-V 9-18, S 9-14']]);
  });

  it('classifies split, afternoon and night days (LFT art. 60) against their own maximum (art. 61)', async () => {
    const server = await withServer();
    const quebrado = (await server.request('POST', '/api/turnos', QUEBRADO)).body;
    // 10:00-15:00 (300) + 17:00-20:00 (180): no minute between 20:00 and 06:00.
    expect(quebrado.dias[0]).toMatchObject({ jornada: 'diurna', minutos: 480, maximoMinutos: 480 });
    const vespertino = (await server.request('POST', '/api/turnos', weekly('Vespertino', 'V', '15:00', '22:30'))).body;
    // 2 h 30 min of night (20:00-22:30), under 3 h 30 min: mixta, 7 h 30 min at most.
    expect(vespertino.dias[0]).toMatchObject({ jornada: 'mixta', minutos: 450, maximoMinutos: 450 });
    const nocturno = (await server.request('POST', '/api/turnos', weekly('Nocturno', 'N', '22:30', '05:30'))).body;
    // 22:30 to 05:30 of the next day: 7 h, all of it night.
    expect(nocturno.dias[0]).toMatchObject({ jornada: 'nocturna', minutos: 420, maximoMinutos: 420, segmentos: [{ entrada: '22:30', salida: '05:30' }] });
    expect(nocturno.minutosSemana).toBe(6 * 420);
  });

  it('stores 12x24 and 24x48 cycles and warns that their week passes the legal 48 h', async () => {
    const server = await withServer();
    const doce = await server.request('POST', '/api/turnos', {
      nombre: '12x24',
      codigo: '12X24',
      color: '#8e44ad',
      tipo: 'ciclo',
      inicioCiclo: '2026-03-02',
      dias: [day('07:00', '19:00'), day('19:00', '07:00'), rest],
    });
    expect(doce.status, doce.text).toBe(201);
    // 19:00-07:00: 10 h of night (20:00-06:00) of 12: nocturna.
    expect(doce.body.dias.map((d: any) => [d.jornada, d.minutos])).toEqual([
      ['diurna', 720],
      ['nocturna', 720],
      [null, 0],
    ]);
    // 1,440 minutes every 3 days: 3,360 in 7 (56 h).
    expect(doce.body.minutosSemana).toBe(3360);
    expect(doce.body.advertencias).toEqual([
      {
        code: 'semana_excede_maximo',
        mensaje:
          'El turno suma 56 h a la semana y la semana legal es de 48 h (límite vigente desde el 1 de mayo de 1970): el tiempo de más se paga como horas extra (LFT arts. 66-68).',
      },
    ]);
    const veinticuatro = await server.request('POST', '/api/turnos', {
      nombre: '24x48',
      codigo: '24X48',
      color: '#34495e',
      tipo: 'ciclo',
      inicioCiclo: '2026-03-02',
      dias: [day('08:00', '32:00'), rest, rest],
    });
    expect(veinticuatro.status, veinticuatro.text).toBe(201);
    expect(veinticuatro.body.dias[0]).toMatchObject({ jornada: 'nocturna', minutos: 1440, segmentos: [{ entrada: '08:00', salida: '32:00' }] });
    expect(veinticuatro.body.minutosSemana).toBe(3360);
  });

  it('refuses each bad turno with 422 naming the field, and writes nothing', async () => {
    const server = await withServer();
    const before = turnos(server);
    const cases: [unknown, string, string | RegExp][] = [
      [{ ...SABADO_MEDIO, dias: [day('09:00', '09:00'), ...SABADO_MEDIO.dias.slice(1)] }, 'dias[0].segmentos[0].salida', /dura 0 minutos/],
      [
        { ...SABADO_MEDIO, dias: [day('08:00', '33:00'), ...SABADO_MEDIO.dias.slice(1)] },
        'dias[0].segmentos[0].salida',
        'El tramo 1 del día 1 dura más de 24 horas.',
      ],
      [
        {
          ...SABADO_MEDIO,
          dias: [
            {
              segmentos: [
                { entrada: '09:00', salida: '15:00' },
                { entrada: '14:00', salida: '20:00' },
              ],
            },
            ...SABADO_MEDIO.dias.slice(1),
          ],
        },
        'dias[0].segmentos[1].entrada',
        /Los tramos 1 y 2 del día 1 se enciman/,
      ],
      [{ ...SABADO_MEDIO, tipo: 'ciclo', inicioCiclo: '2026-03-02', dias: [] }, 'dias', 'Un ciclo tiene de 1 a 31 días (se recibieron 0).'],
      [{ ...SABADO_MEDIO, tipo: 'ciclo', inicioCiclo: '2026-03-02', dias: Array.from({ length: 32 }, () => rest) }, 'dias', 'Un ciclo tiene de 1 a 31 días.'],
      [{ ...SABADO_MEDIO, dias: SABADO_MEDIO.dias.slice(1) }, 'dias', 'Un turno semanal tiene exactamente 7 días, de lunes a domingo (se recibieron 6).'],
      [{ ...SABADO_MEDIO, tipo: 'ciclo', dias: [rest] }, 'inicioCiclo', 'Indica la fecha en que empieza el ciclo (inicioCiclo).'],
      [{ ...SABADO_MEDIO, color: 'azul' }, 'color', 'El color debe tener el formato #RRGGBB.'],
    ];
    for (const [body, field, error] of cases) expectRefused(await server.request('POST', '/api/turnos', body), 422, field, error);
    expect(turnos(server)).toBe(before);
  });

  it('refuses a name already taken, ignoring case (409), on POST and PUT', async () => {
    const server = await withServer();
    const first = (await server.request('POST', '/api/turnos', SABADO_MEDIO)).body;
    const other = (await server.request('POST', '/api/turnos', QUEBRADO)).body;
    expectRefused(
      await server.request('POST', '/api/turnos', { ...QUEBRADO, nombre: 'l-v 9-18, s 9-14' }),
      409,
      'nombre',
      'Ya existe un turno llamado "l-v 9-18, s 9-14".',
    );
    expectRefused(await server.request('PUT', `/api/turnos/${other.id}`, { ...QUEBRADO, nombre: 'L-V 9-18, S 9-14' }), 409, 'nombre', /Ya existe un turno/);
    const renamed = await server.request('PUT', `/api/turnos/${first.id}`, { ...SABADO_MEDIO, nombre: 'Sábado medio' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.nombre).toBe('Sábado medio');
    expectRefused(await server.request('PUT', '/api/turnos/999', SABADO_MEDIO), 404, undefined, 'El turno no existe.');
  });

  it('refuses to delete a turno someone uses (409 naming them), retires one only the history names, deletes an unused one', async () => {
    const server = await withServer();
    const company = await setUpCompany(server);
    const quebrado = (await server.request('POST', '/api/turnos', QUEBRADO)).body;
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    expect((await server.request('POST', `/api/employees/${ana}/asignaciones`, { turnoId: quebrado.id, vigenteDesde: '2026-03-23' })).status).toBe(201);
    expect((await server.request('GET', '/api/turnos')).body.find((t: any) => t.id === quebrado.id).empleados).toBe(1);
    expectRefused(await server.request('DELETE', `/api/turnos/${quebrado.id}`), 409, undefined, 'El turno "Quebrado" no se puede borrar: lo usa ANA LÓPEZ.');

    // From Wednesday 25 Ana works her old turno again: Quebrado only shaped two past days, it is retired, not deleted.
    const anaTurno = (await server.request('GET', `/api/employees/${ana}/asignaciones`)).body.at(-1).turnoId;
    expect((await server.request('POST', `/api/employees/${ana}/asignaciones`, { turnoId: anaTurno, vigenteDesde: '2026-03-25' })).status).toBe(201);
    const retired = await server.request('DELETE', `/api/turnos/${quebrado.id}`);
    expect(retired.status, retired.text).toBe(204);
    expect(server.db.prepare('SELECT activo FROM turnos WHERE id = ?').get(quebrado.id)).toEqual({ activo: 0 });
    expect((await server.request('GET', '/api/turnos')).body.map((t: any) => t.id)).not.toContain(quebrado.id);

    const unused = (await server.request('POST', '/api/turnos', weekly('Sin uso', 'SU', '08:00', '16:00'))).body;
    const rol = (await server.request('POST', '/api/roles', { nombre: 'Rotación', turnos: [unused.id], inicio: '2026-03-02' })).body;
    expectRefused(
      await server.request('DELETE', `/api/turnos/${unused.id}`),
      409,
      undefined,
      'El turno "Sin uso" no se puede borrar: lo usa el rol "Rotación".',
    );
    expect((await server.request('DELETE', `/api/roles/${rol.id}`)).status).toBe(204);
    expect((await server.request('DELETE', `/api/turnos/${unused.id}`)).status).toBe(204);
    expect(server.db.prepare('SELECT count(*) AS n FROM turnos WHERE id = ?').get(unused.id)).toEqual({ n: 0 });
  });

  it("refuses to change the hours of a turno that shaped a closed period's days, but lets it be renamed", async () => {
    const server = await withServer();
    const company = await setUpCompany(server);
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    const periodo = (await server.request('POST', '/api/periodos', { desde: '2026-03-09', hasta: '2026-03-15' })).body;
    expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).status).toBe(200);
    const turno = (await server.request('GET', '/api/turnos')).body[0];
    expect((await server.request('GET', `/api/employees/${ana}/asignaciones`)).body[0].turnoId).toBe(turno.id);
    const body = {
      nombre: turno.nombre,
      codigo: turno.codigo,
      color: turno.color,
      tipo: turno.tipo,
      dias: turno.dias.map((d: any) => ({ segmentos: d.segmentos, minutosComida: d.minutosComida })),
    };
    const changed = await server.request('PUT', `/api/turnos/${turno.id}`, {
      ...body,
      dias: body.dias.map((d: any) => (d.segmentos.length ? { ...d, segmentos: [{ entrada: '08:00', salida: '17:00' }] } : d)),
    });
    expect(changed.status, changed.text).toBe(409);
    expect(changed.body.code).toBe('periodo_cerrado');
    expect(changed.body.error).toMatch(/^El periodo del 9 al 15 de marzo de 2026 está cerrado: el turno ".*" ya rige días de ese periodo/);
    const renamed = await server.request('PUT', `/api/turnos/${turno.id}`, { ...body, nombre: 'Oficina' });
    expect(renamed.status, renamed.text).toBe(200);
  });

  it('lets a gerente read the catalogue, not write it', async () => {
    const server = await withServer();
    const sucursal = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body;
    expect(
      (await server.request('POST', '/api/usuarios', { usuario: 'gerente', password: 'contraseña-segura-1', rol: 'gerente', sucursalIds: [sucursal.id] }))
        .status,
    ).toBe(201);
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente', password: 'contraseña-segura-1' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await server.anonymous('GET', '/api/turnos', undefined, { cookie })).status).toBe(200);
    expect((await server.anonymous('GET', '/api/roles', undefined, { cookie })).status).toBe(200);
    expect((await server.anonymous('POST', '/api/turnos', SABADO_MEDIO, { cookie })).status).toBe(403);
    expect((await server.anonymous('POST', '/api/roles', { nombre: 'R', turnos: [1], inicio: '2026-03-02' }, { cookie })).status).toBe(403);
  });
});

describe('/api/roles', () => {
  it('stores a three-week rotation from its Monday, with each week’s turno', async () => {
    const server = await withServer();
    const ids = [];
    for (const [n, c, e, s] of [
      ['Matutino', 'M', '07:00', '15:00'],
      ['Vespertino', 'V', '15:00', '22:30'],
      ['Nocturno', 'N', '22:30', '05:30'],
    ] as const)
      ids.push((await server.request('POST', '/api/turnos', weekly(n, c, e, s))).body.id);
    const rol = await server.request('POST', '/api/roles', { nombre: 'Tres turnos', turnos: ids, inicio: '2026-03-02' });
    expect(rol.status, rol.text).toBe(201);
    expect(rol.body).toMatchObject({ nombre: 'Tres turnos', turnos: ids, inicio: '2026-03-02', empleados: 0 });
    expect(rol.body.turnosDetalle.map((t: any) => t.codigo)).toEqual(['M', 'V', 'N']);
    expect((await server.request('GET', '/api/roles')).body).toHaveLength(1);
    expectRefused(
      await server.request('POST', '/api/roles', { nombre: 'TRES TURNOS', turnos: ids, inicio: '2026-03-02' }),
      409,
      'nombre',
      'Ya existe un rol llamado "TRES TURNOS".',
    );
  });

  it('refuses a rol without turnos, with an unknown turno, or not starting on a Monday (422 naming the field), writing nothing', async () => {
    const server = await withServer();
    const turno = (await server.request('POST', '/api/turnos', SABADO_MEDIO)).body;
    expectRefused(
      await server.request('POST', '/api/roles', { nombre: 'Vacío', turnos: [], inicio: '2026-03-02' }),
      422,
      'turnos',
      'Un rol necesita al menos un turno (uno por semana).',
    );
    expectRefused(
      await server.request('POST', '/api/roles', { nombre: 'Fantasma', turnos: [turno.id, 999], inicio: '2026-03-02' }),
      422,
      'turnos.1',
      'El turno 999 no existe.',
    );
    expectRefused(
      await server.request('POST', '/api/roles', { nombre: 'Martes', turnos: [turno.id], inicio: '2026-03-03' }),
      422,
      'inicio',
      'El rol empieza en lunes.',
    );
    expect(count(server, 'roles')).toBe(0);
    // The database refuses a rol naming a turno that does not exist, whoever writes it.
    expect(() =>
      server.db.prepare(`INSERT INTO roles (nombre, turnos, inicio, creado_en, actualizado_en) VALUES ('x', '[999]', '2026-03-02', 'x', 'x')`).run(),
    ).toThrow(/does not exist/);
  });

  it('refuses to delete a rol in use, naming who uses it', async () => {
    const server = await withServer();
    const company = await setUpCompany(server);
    const turno = (await server.request('POST', '/api/turnos', SABADO_MEDIO)).body;
    const rol = (await server.request('POST', '/api/roles', { nombre: 'Semanal', turnos: [turno.id], inicio: '2026-03-02' })).body;
    const ana = await hire(server, company, { fechaIngreso: '2026-03-02' });
    expect((await server.request('POST', `/api/employees/${ana}/asignaciones`, { rolId: rol.id, vigenteDesde: '2026-04-06' })).status).toBe(201);
    expectRefused(await server.request('DELETE', `/api/roles/${rol.id}`), 409, undefined, 'El rol "Semanal" no se puede borrar: lo usa ANA LÓPEZ.');
    expectRefused(await server.request('DELETE', '/api/roles/999'), 404, undefined, 'El rol no existe.');
  });
});
