import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

// Issue 41 item 5: the roster of a branch, employees down and days across.
const start = trackedTestServers(afterEach);
const NOW = '2026-03-25T18:00:00.000Z'; // Wednesday 25 March 2026

const rest = { segmentos: [] };
const weekly = (nombre: string, codigo: string, entrada: string, salida: string) => ({
  nombre,
  codigo,
  color: '#16a085',
  tipo: 'semanal',
  dias: [0, 1, 2, 3, 4, 5, 6].map((i) => (i === 6 ? rest : { segmentos: [{ entrada, salida }] })),
});

/** 'M' for a day's code, '-' for a rest day: one string per employee. */
const row = (dias: { codigo: string | null; descanso: boolean }[]) => dias.map((d) => (d.descanso ? '-' : d.codigo)).join(' ');
const roster = (server: TestServer, query: string) => server.request('GET', `/api/rol-turnos?${query}`);

describe('GET /api/rol-turnos', () => {
  it('shows a three-shift rotation, a 12x24 cycle and a fixed schedule week by week, with the holiday', async () => {
    const server = await start({ clock: movableClock(NOW) });
    const company = await setUpCompany(server);
    const ids: number[] = [];
    for (const [n, c, e, s] of [
      ['Matutino', 'M', '07:00', '15:00'],
      ['Vespertino', 'V', '15:00', '22:30'],
      ['Nocturno', 'N', '22:30', '05:30'],
    ] as const)
      ids.push((await server.request('POST', '/api/turnos', weekly(n, c, e, s))).body.id);
    const rol = (await server.request('POST', '/api/roles', { nombre: 'Tres turnos', turnos: ids, inicio: '2026-03-02' })).body;
    const doce = (
      await server.request('POST', '/api/turnos', {
        nombre: '12x24',
        codigo: '12',
        color: '#8e44ad',
        tipo: 'ciclo',
        inicioCiclo: '2026-03-16',
        dias: [{ segmentos: [{ entrada: '07:00', salida: '19:00' }] }, { segmentos: [{ entrada: '19:00', salida: '07:00' }] }, rest],
      })
    ).body;
    const teo = await hire(server, company, { nombre: 'TEO GIL', fechaIngreso: '2026-03-02' });
    const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', fechaIngreso: '2026-03-02' });
    const eva = await hire(server, company, { nombre: 'EVA RUIZ', fechaIngreso: '2026-03-02' });
    await server.request('POST', '/api/sucursales', { nombre: 'NORTE' });
    await hire(server, company, { nombre: 'BETO SOL', sucursal: 'NORTE' });
    const baja = await hire(server, company, { nombre: 'CIRO PAZ' });
    expect((await server.request('DELETE', `/api/employees/${baja}`)).status).toBe(204);
    expect((await server.request('POST', '/api/asignaciones', { empleadoIds: [ana], rolId: rol.id, vigenteDesde: '2026-03-02' })).status).toBe(201);
    expect((await server.request('POST', '/api/asignaciones', { empleadoIds: [eva], turnoId: doce.id, vigenteDesde: '2026-03-16' })).status).toBe(201);

    const response = await roster(server, `sucursalId=${company.sucursalId}&desde=2026-03-16&hasta=2026-04-05`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ desde: '2026-03-16', hasta: '2026-04-05', sucursalId: company.sucursalId });
    const empleados = response.body.empleados;
    expect(empleados.map((e: any) => [e.nombre, e.empleadoId])).toEqual([
      ['ANA LÓPEZ', ana],
      ['EVA RUIZ', eva],
      ['TEO GIL', teo],
    ]);
    // Week 3 from the rol's Monday 2 March is the nocturno, then matutino, then vespertino; Sundays rest.
    expect(row(empleados[0].dias)).toBe('N N N N N N - M M M M M M - V V V V V V -');
    // 12x24 from Monday 16 March: day, night, rest.
    expect(row(empleados[1].dias)).toBe('12 12 - 12 12 - 12 12 - 12 12 - 12 12 - 12 12 - 12 12 -');
    expect(empleados[1].dias.slice(0, 3).map((d: any) => d.segmentos)).toEqual([
      [{ entrada: '07:00', salida: '19:00' }],
      [{ entrada: '19:00', salida: '07:00' }],
      [],
    ]);
    expect(row(empleados[2].dias)).toBe('9-18 9-18 9-18 9-18 9-18 9-18 - 9-18 9-18 9-18 9-18 9-18 9-18 - 9-18 9-18 9-18 9-18 9-18 9-18 -');
    expect(empleados[0].dias[0]).toEqual({
      fecha: '2026-03-16',
      turnoId: ids[2],
      codigo: 'N',
      nombre: 'Nocturno',
      color: '#16a085',
      segmentos: [{ entrada: '22:30', salida: '05:30' }],
      descanso: false,
      cambio: false,
      festivo: 'Natalicio de Benito Juárez',
      cambioId: null,
    });
    expect(empleados[0].dias.filter((d: any) => d.festivo).map((d: any) => d.fecha)).toEqual(['2026-03-16']);

    const all = (await roster(server, 'desde=2026-03-16&hasta=2026-03-22')).body;
    expect(all.sucursalId).toBeNull();
    expect(all.empleados.map((e: any) => e.nombre)).toEqual(['ANA LÓPEZ', 'BETO SOL', 'EVA RUIZ', 'TEO GIL']);
  });

  it('refuses more than 35 days, an inverted range or an unknown branch (422 naming the field)', async () => {
    const server = await start({ clock: movableClock(NOW) });
    const company = await setUpCompany(server);
    const ok = await roster(server, `sucursalId=${company.sucursalId}&desde=2026-03-02&hasta=2026-04-05`);
    expect(ok.status, ok.text).toBe(200);
    for (const [query, field, error] of [
      ['desde=2026-03-02&hasta=2026-04-06', 'hasta', 'El rol de turnos abarca como máximo 35 días.'],
      ['desde=2026-03-09&hasta=2026-03-08', 'hasta', 'La fecha final (hasta) no puede ser anterior a la inicial (desde).'],
      ['desde=2026-03-09', 'hasta', 'La fecha final (hasta) es obligatoria.'],
      ['sucursalId=999&desde=2026-03-09&hasta=2026-03-15', 'sucursalId', 'La sucursal elegida no existe.'],
      ['sucursalId=x&desde=2026-03-09&hasta=2026-03-15', 'sucursalId', 'La sucursal (sucursalId) debe ser el id de una sucursal.'],
    ]) {
      const response = await roster(server, query!);
      expect(response.status, query).toBe(422);
      expect(response.body).toMatchObject({ field, error });
    }
  });

  it("shows a gerente only their branches' employees and refuses another branch", async () => {
    const server = await start({ clock: movableClock(NOW) });
    const company = await setUpCompany(server);
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id;
    await hire(server, company, { nombre: 'ANA LÓPEZ' });
    await hire(server, company, { nombre: 'BETO SOL', sucursal: 'NORTE' });
    expect(
      (await server.request('POST', '/api/usuarios', { usuario: 'consulta', password: 'contraseña-segura-1', rol: 'consulta', sucursalIds: [norte] })).status,
    ).toBe(201);
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'consulta', password: 'contraseña-segura-1' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const mine = await server.anonymous('GET', '/api/rol-turnos?desde=2026-03-16&hasta=2026-03-22', undefined, { cookie });
    expect(mine.body.empleados.map((e: any) => e.nombre)).toEqual(['BETO SOL']);
    const other = await server.anonymous('GET', `/api/rol-turnos?sucursalId=${company.sucursalId}&desde=2026-03-16&hasta=2026-03-22`, undefined, { cookie });
    expect(other.status).toBe(422);
    expect(other.body.field).toBe('sucursalId');
  });
});
