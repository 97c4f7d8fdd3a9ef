import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { count, hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestResponse, type TestServer } from '../../test-support/testServer.js';

const start = trackedTestServers(afterEach);
const PASSWORD = 'contraseña-de-prueba-2';
// Wednesday 25/11/2026, 12:00 in Mexico City.
const NOW = '2026-11-25T18:00:00.000Z';

type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
async function signIn(server: TestServer, usuario: string, rol: string, sucursalIds: number[]): Promise<Caller> {
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

const audits = (server: TestServer, accion: string) =>
  (
    server.db.prepare('SELECT usuario, antes, despues FROM auditoria WHERE accion = ? ORDER BY id').all(accion) as {
      usuario: string;
      antes: string;
      despues: string;
    }[]
  ).map((a) => ({ usuario: a.usuario, antes: JSON.parse(a.antes), despues: JSON.parse(a.despues) }));

describe('GET/PUT /api/inicio-registro (issue 40 item 1)', () => {
  it('is written once at the first start, the earliest of today, the database marker and the first record', async () => {
    const server = await start({ clock: movableClock(NOW) });
    expect((await server.request('GET', '/api/inicio-registro')).body).toMatchObject({ fecha: null, origen: null, historial: [] });
    // The marker says the database was created on Tuesday 24/11/2026 at 08:00 in Mexico City.
    server.services.inicioRegistro.alArrancar(new Date('2026-11-24T14:00:00.000Z'));
    const first = (await server.request('GET', '/api/inicio-registro')).body;
    expect(first).toMatchObject({ fecha: '2026-11-24', origen: 'primer_arranque', registradoPor: 'sistema' });
    // A later start changes nothing, whatever the marker says.
    server.services.inicioRegistro.alArrancar(new Date('2026-11-01T14:00:00.000Z'));
    expect((await server.request('GET', '/api/inicio-registro')).body).toEqual(first);
  });

  it('lets the administrador set it with a motivo: audited, chained in the record, the chain still verifies', async () => {
    const server = await start({ clock: movableClock(NOW) });
    server.services.inicioRegistro.alArrancar(null);
    const put = await server.request('PUT', '/api/inicio-registro', { fecha: '2026-11-23', motivo: 'El reloj se instaló el lunes  y se probó ese día' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      fecha: '2026-11-23',
      origen: 'administrador',
      registradoPor: 'admin',
      motivo: 'El reloj se instaló el lunes y se probó ese día',
    });
    expect(put.body.historial.map((h: { fecha: string }) => h.fecha)).toEqual(['2026-11-25', '2026-11-23']);
    const [audit] = audits(server, 'inicio_registro.actualizar');
    expect(audit).toMatchObject({
      usuario: 'admin',
      antes: { fecha: '2026-11-25' },
      despues: { fecha: '2026-11-23', motivo: 'El reloj se instaló el lunes y se probó ese día' },
    });
    const links = server.db
      .prepare(`SELECT tipo, json_extract(contenido, '$.fecha') AS fecha FROM registro WHERE tipo = 'inicio_registro' ORDER BY secuencia`)
      .all();
    expect(links).toEqual([
      { tipo: 'inicio_registro', fecha: '2026-11-25' },
      { tipo: 'inicio_registro', fecha: '2026-11-23' },
    ]);
    expect((await server.request('GET', '/api/registro/verificacion')).body).toMatchObject({ ok: true });
    // An edit in the file shows in the verification (the row no longer matches its link).
    server.db.exec('DROP TRIGGER inicio_registro_sin_cambios');
    server.db.exec("UPDATE inicio_registro SET fecha = '2026-01-01' WHERE id = 2");
    const verificacion = (await server.request('GET', '/api/registro/verificacion')).body;
    expect(verificacion.ok).toBe(false);
    expect(verificacion.primeraRotura).toMatchObject({ tipo: 'inicio_registro', filaId: 2 });
    expect(verificacion.primeraRotura.motivo).toContain('El inicio del registro n.º 2');
  });

  it('refuses a gerente and a consulta (403), and a missing, future or invalid fecha or motivo (422 naming the field), changing nothing', async () => {
    const server = await start({ clock: movableClock(NOW) });
    const company = await setUpCompany(server);
    server.services.inicioRegistro.alArrancar(null);
    const before = (await server.request('GET', '/api/inicio-registro')).body;
    for (const caller of [await signIn(server, 'gerente.centro', 'gerente', [company.sucursalId]), await signIn(server, 'consulta', 'consulta', [])]) {
      expect((await caller('PUT', '/api/inicio-registro', { fecha: '2026-11-23', motivo: 'Instalación' })).status).toBe(403);
      expect((await caller('GET', '/api/inicio-registro')).status).toBe(200);
    }
    for (const [body, field, error] of [
      [{ fecha: '2026-11-23' }, 'motivo', 'Escribe el motivo del cambio de la fecha de inicio del registro.'],
      [{ fecha: '2026-11-23', motivo: '   ' }, 'motivo', 'Escribe el motivo del cambio de la fecha de inicio del registro.'],
      [{ fecha: '2026-11-23', motivo: 'Insta\u200blación' }, 'motivo', 'El motivo tiene caracteres no permitidos (de control o invisibles).'],
      [{ fecha: '2026-11-23', motivo: 'Instalación\u202e' }, 'motivo', 'El motivo tiene caracteres no permitidos (de control o invisibles).'],
      [{ motivo: 'Instalación' }, 'fecha', 'La fecha de inicio del registro es obligatoria.'],
      [{ fecha: '2026-02-30', motivo: 'Instalación' }, 'fecha', 'La fecha de inicio del registro debe ser una fecha real con el formato AAAA-MM-DD.'],
      // Tomorrow in Mexico City.
      [{ fecha: '2026-11-26', motivo: 'Instalación' }, 'fecha', 'La fecha de inicio del registro no puede ser posterior a hoy (25/11/2026).'],
    ] as const) {
      const response = await server.request('PUT', '/api/inicio-registro', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body).toEqual({ code: 'validation_failed', field, error });
    }
    expect((await server.request('GET', '/api/inicio-registro')).body).toEqual(before);
    expect(count(server, 'inicio_registro')).toBe(1);
    expect(audits(server, 'inicio_registro.actualizar')).toEqual([]);
  });
});

describe('an employee’s inicioRegistro (PUT /api/employees/{id})', () => {
  it('is the later of the box’s date and the fechaIngreso; changed only with a motivo, never before the hire, audited', async () => {
    const server = await start({ clock: movableClock(NOW) });
    const company = await setUpCompany(server);
    server.services.inicioRegistro.alArrancar(new Date('2026-11-24T14:00:00.000Z'));
    const veterana = await hire(server, company, { nombre: 'ANA LÓPEZ', fechaIngreso: '2020-03-02' });
    const nueva = await hire(server, company, { nombre: 'BETO CRUZ', fechaIngreso: '2026-12-01', numeroEmpleado: 'B2' });
    const get = async (id: number) => (await server.request('GET', `/api/employees/${id}`)).body;
    expect((await get(veterana)).inicioRegistro).toBe('2026-11-24');
    expect((await get(nueva)).inicioRegistro).toBe('2026-12-01');

    const ana = await get(veterana);
    // Sent back as it is: nothing changes, no motivo needed.
    expect((await server.request('PUT', `/api/employees/${veterana}`, ana)).status).toBe(200);
    for (const [body, field, error] of [
      [{ ...ana, inicioRegistro: '2026-12-07' }, 'motivoInicioRegistro', 'Escribe el motivo del cambio de la fecha de inicio del registro.'],
      [
        { ...ana, inicioRegistro: '2026-12-07', motivoInicioRegistro: '' },
        'motivoInicioRegistro',
        'Escribe el motivo del cambio de la fecha de inicio del registro.',
      ],
      [
        { ...ana, inicioRegistro: '2020-03-01', motivoInicioRegistro: 'Registro en papel' },
        'inicioRegistro',
        'La fecha de inicio del registro no puede ser anterior a la fecha de ingreso (02/03/2020).',
      ],
      [
        { ...ana, inicioRegistro: '07/12/2026', motivoInicioRegistro: 'Registro en papel' },
        'inicioRegistro',
        'La fecha de inicio del registro debe ser una fecha real con el formato AAAA-MM-DD.',
      ],
    ] as const) {
      const response = await server.request('PUT', `/api/employees/${veterana}`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body).toEqual({ code: 'validation_failed', field, error });
    }
    expect((await get(veterana)).inicioRegistro).toBe('2026-11-24');

    const changed = await server.request('PUT', `/api/employees/${veterana}`, {
      ...ana,
      inicioRegistro: '2026-12-07',
      motivoInicioRegistro: 'Se registró su rostro dos semanas después',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.inicioRegistro).toBe('2026-12-07');
    const audit = audits(server, 'empleados.actualizar').at(-1)!;
    expect(audit.antes.inicioRegistro).toBe('2026-11-24');
    expect(audit.despues).toMatchObject({ inicioRegistro: '2026-12-07', motivoInicioRegistro: 'Se registró su rostro dos semanas después' });
    // The box's date moving does not move an employee's own.
    await server.request('PUT', '/api/inicio-registro', { fecha: '2026-11-23', motivo: 'Instalación el lunes' });
    expect((await get(veterana)).inicioRegistro).toBe('2026-12-07');
    expect((await server.request('GET', '/api/employees')).body.find((e: { id: number }) => e.id === nueva).inicioRegistro).toBe('2026-12-01');
  });
});
