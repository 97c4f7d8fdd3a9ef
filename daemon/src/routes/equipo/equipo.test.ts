import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPO_FILE } from '../../services/equipo/index.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';

// Issue 45 item 8: this box's name as the owner reads it on the home page ('Este equipo: …') and types it to confirm a
// restore: given by an administrador, else the company's name, else the only sucursal's, else 'Reloj Checador'; never
// the hex id.
const PASSWORD = 'una-contraseña-larga';
type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;

let server: TestServer;

async function signIn(usuario: string, rol: 'gerente' | 'consulta', sucursalIds: number[] = []): Promise<Caller> {
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const lastAudit = () => server.db.prepare('SELECT accion, despues FROM auditoria ORDER BY id DESC LIMIT 1').get() as { accion: string; despues: string };

describe('GET/PUT /api/equipo', () => {
  it('names a new box readably, then after its only sucursal, then after the company', async () => {
    expect((await server.request('GET', '/api/equipo')).body).toEqual({ nombre: 'Reloj Checador', propio: false, predeterminado: 'Reloj Checador' });
    const centro = await server.request('POST', '/api/sucursales', { nombre: 'Centro' });
    expect((await server.request('GET', '/api/equipo')).body.nombre).toBe('CENTRO');
    await server.request('POST', '/api/sucursales', { nombre: 'Norte' });
    expect((await server.request('GET', '/api/equipo')).body.nombre).toBe('Reloj Checador');
    await server.request('PUT', '/api/reglas', { nombreEmpresa: 'Panadería La Espiga' });
    expect((await server.request('GET', '/api/equipo')).body).toEqual({ nombre: 'Panadería La Espiga', propio: false, predeterminado: 'Panadería La Espiga' });
    expect(centro.status).toBe(201);
  });

  it('takes the name an administrador gives, on one line, audited; an empty one goes back to the default', async () => {
    const given = await server.request('PUT', '/api/equipo', { nombre: '  Caja   del mostrador\tCentro ' });
    expect(given.status, given.text).toBe(200);
    expect(given.body).toEqual({ nombre: 'Caja del mostrador Centro', propio: true, predeterminado: 'Panadería La Espiga' });
    expect(JSON.parse(readFileSync(join(server.dataDir, EQUIPO_FILE), 'utf8'))).toEqual({ nombre: 'Caja del mostrador Centro' });
    expect(lastAudit().accion).toBe('equipo.actualizar');
    expect(JSON.parse(lastAudit().despues)).toMatchObject({ nombre: 'Caja del mostrador Centro', propio: true });

    const back = await server.request('PUT', '/api/equipo', { nombre: '' });
    expect(back.body).toEqual({ nombre: 'Panadería La Espiga', propio: false, predeterminado: 'Panadería La Espiga' });
    expect(existsSync(join(server.dataDir, EQUIPO_FILE))).toBe(false);
  });

  it('refuses a bad name with a Spanish 422 naming the field, and changes nothing', async () => {
    await server.request('PUT', '/api/equipo', { nombre: 'Mostrador' });
    for (const [nombre, error] of [
      ['x'.repeat(61), 'El nombre de este equipo admite como máximo 60 caracteres.'],
      ['---', 'El nombre de este equipo debe tener al menos una letra o un número.'],
      ['Caja\u202eCentro', 'El nombre de este equipo tiene caracteres no permitidos (de control o invisibles).'],
      [42, 'El nombre de este equipo debe ser texto.'],
    ] as const) {
      const refused = await server.request('PUT', '/api/equipo', { nombre });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'validation_failed', field: 'nombre', error });
    }
    expect((await server.request('GET', '/api/equipo')).body.nombre).toBe('Mostrador');
  });

  it('is read by every role and given only by an administrador', async () => {
    const consulta = await signIn('consulta.equipo', 'consulta');
    const gerente = await signIn('gerente.equipo', 'gerente', [(await server.request('GET', '/api/sucursales')).body[0].id]);
    for (const caller of [consulta, gerente]) {
      expect((await caller('GET', '/api/equipo')).body.nombre).toBe('Mostrador');
      const put = await caller('PUT', '/api/equipo', { nombre: 'Otro' });
      expect(put.status).toBe(403);
    }
    expect((await server.request('GET', '/api/equipo')).body.nombre).toBe('Mostrador');
  });
});

describe("'Restaurar' asks for the name the home page shows", () => {
  it('accepts it typed with other case, accents and spaces (and the old id); refuses another in Spanish', async () => {
    await server.request('PUT', '/api/equipo', { nombre: 'Panadería Centro' });
    const made = await server.request('POST', '/api/respaldos');
    const prepare = async () => (await server.request('POST', '/api/respaldos/restauracion', { nombre: made.body.nombre })).body;
    const checked = await prepare();
    expect(checked).toMatchObject({ cajaNombre: 'Panadería Centro', confirmarCon: 'Panadería Centro', otraCaja: false });

    const confirm = (id: string, confirmacion: string) => server.request('POST', `/api/respaldos/restauracion/${id}/confirmar`, { confirmacion });
    const wrong = await confirm(checked.id, 'Panadería Norte');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      code: 'validation_failed',
      field: 'confirmacion',
      error: 'Escribe el nombre de este equipo como aparece en Inicio («Panadería Centro») para confirmar.',
    });
    expect((await confirm(checked.id, '')).status).toBe(422);
    expect((await confirm(checked.id, '  panaderia   CENTRO ')).status).toBe(202);

    const again = await prepare();
    const machineId = (await server.anonymous('GET', '/api/health')).body.machineId as string;
    expect((await confirm(again.id, machineId)).status).toBe(202);
  });
});
