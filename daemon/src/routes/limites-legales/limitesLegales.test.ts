import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);

/** The row the box ships with: the LFT in force (arts. 61, 66 and 68). */
const LFT = {
  vigenteDesde: '1970-05-01',
  horasSemanaMaxima: 48,
  horasExtraDoblesSemana: 9,
  horasExtraMaxDia: 3,
  diasExtraMaxSemana: 3,
  fuente: 'Ley Federal del Trabajo, arts. 61, 66 y 68',
  creadoPor: 'ley',
  creadoEn: null,
};

/** The first step of the 2026 reform as an administrator might enter it. */
const REFORMA_2027 = {
  vigenteDesde: '2027-01-01',
  horasSemanaMaxima: 46,
  horasExtraDoblesSemana: 12,
  horasExtraMaxDia: 4,
  diasExtraMaxSemana: 3,
  fuente: 'Reforma al art. 123 constitucional, DOF marzo de 2026',
};

const PASSWORD = 'una-contraseña-larga';
async function signedInAs(server: TestServer, usuario: string, rol: 'gerente' | 'consulta') {
  const sucursal = (await server.request('POST', '/api/sucursales', { nombre: `S-${usuario}` })).body.id;
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds: [sucursal] })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method: string, path: string, body?: unknown) => server.anonymous(method, path, body, { cookie });
}

describe('GET /api/limites-legales', () => {
  it('answers the LFT row the box ships with, to every role, and 401 without a session', async () => {
    const server = await start();
    const response = await server.request('GET', '/api/limites-legales');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([LFT]);
    for (const rol of ['gerente', 'consulta'] as const) {
      const call = await signedInAs(server, `cuenta.${rol}`, rol);
      expect((await call('GET', '/api/limites-legales')).body).toEqual([LFT]);
    }
    expect((await server.anonymous('GET', '/api/limites-legales')).status).toBe(401);
  });
});

describe('POST /api/limites-legales', () => {
  it('adds a dated row (201), lists it after the LFT, and audits it under the administrator', async () => {
    const server = await start({ clock: movableClock('2026-12-01T18:00:00.000Z') });
    const response = await server.request('POST', '/api/limites-legales', {
      ...REFORMA_2027,
      fuente: '  Reforma al art. 123   constitucional, DOF marzo de 2026 ',
    });
    expect(response.status).toBe(201);
    const row = { ...REFORMA_2027, creadoPor: 'admin', creadoEn: '2026-12-01T18:00:00.000Z' };
    expect(response.body).toEqual(row);
    expect((await server.request('GET', '/api/limites-legales')).body).toEqual([LFT, row]);
    const audit = (await server.request('GET', '/api/auditoria?tipo=limites_legales.crear')).body;
    expect(audit).toEqual([expect.objectContaining({ usuario: 'admin', accion: 'limites_legales.crear', antes: null, despues: row })]);
  });

  it('refuses a second row for the same date with 409 in Spanish, keeping the first', async () => {
    const server = await start({ clock: movableClock() });
    expect((await server.request('POST', '/api/limites-legales', REFORMA_2027)).status).toBe(201);
    const again = await server.request('POST', '/api/limites-legales', { ...REFORMA_2027, horasSemanaMaxima: 44, fuente: 'Otra fuente' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'limite_legal_duplicate',
      field: 'vigenteDesde',
      error:
        'Ya hay límites legales vigentes desde el 1 de enero de 2027 (Reforma al art. 123 constitucional, DOF marzo de 2026); no se cambian: agrega una fila con otra fecha.',
    });
    const ley = await server.request('POST', '/api/limites-legales', { ...REFORMA_2027, vigenteDesde: '1970-05-01' });
    expect(ley.status).toBe(409);
    expect(server.db.prepare('SELECT vigente_desde, horas_semana_maxima FROM limites_legales ORDER BY vigente_desde').all()).toEqual([
      { vigente_desde: '1970-05-01', horas_semana_maxima: 48 },
      { vigente_desde: '2027-01-01', horas_semana_maxima: 46 },
    ]);
  });

  it.each([
    ['vigenteDesde', { vigenteDesde: '2027-02-30' }],
    ['vigenteDesde', { vigenteDesde: '01/01/2027' }],
    ['vigenteDesde', { vigenteDesde: undefined }],
    ['horasSemanaMaxima', { horasSemanaMaxima: 0 }],
    ['horasSemanaMaxima', { horasSemanaMaxima: 46.5 }],
    ['horasSemanaMaxima', { horasSemanaMaxima: '46' }],
    ['horasExtraDoblesSemana', { horasExtraDoblesSemana: -1 }],
    ['horasExtraMaxDia', { horasExtraMaxDia: 25 }],
    ['diasExtraMaxSemana', { diasExtraMaxSemana: 8 }],
    ['diasExtraMaxSemana', { diasExtraMaxSemana: null }],
    ['fuente', { fuente: '  ' }],
    ['fuente', { fuente: 'x'.repeat(201) }],
  ])('refuses a wrong %s with 422 naming it in Spanish, and stores nothing (%j)', async (field, change) => {
    const server = await start();
    const response = await server.request('POST', '/api/limites-legales', { ...REFORMA_2027, ...change });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', field });
    expect(response.body.error).not.toMatch(/invalid|expected/i);
    expect(count(server, 'limites_legales')).toBe(1);
  });

  // Append-only rows: a hidden or reordering character in the source would stay for good (issue 39).
  it.each([
    ['NUL', 'Ley Federal del Trabajo\u0000, art. 61'],
    ['ESC', 'Ley Federal del Trabajo \u001b[31martículo 61'],
    ['RLO', 'DOF \u202e6202 ed ozram'],
    ['ZWSP', 'Ley\u200bFederal del Trabajo'],
    ['a BOM', '\ufeffLey Federal del Trabajo'],
    ['DEL', 'Ley Federal del Trabajo\u007f'],
    ['a vertical tab', 'Ley Federal del Trabajo\u000bart. 61'],
  ])('refuses a fuente with %s: 422 naming the fuente in Spanish, nothing written', async (_, fuente) => {
    const server = await start();
    const before = count(server, 'limites_legales');
    const response = await server.request('POST', '/api/limites-legales', { ...REFORMA_2027, fuente });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'validation_failed',
      field: 'fuente',
      error: 'La fuente tiene caracteres no permitidos (de control o invisibles).',
    });
    expect(count(server, 'limites_legales')).toBe(before);
    expect(count(server, 'auditoria')).toBe(0);
  });

  it('takes a source in Spanish with accents and the § sign as written', async () => {
    const server = await start({ clock: movableClock('2026-12-01T18:00:00.000Z') });
    const fuente = 'Constitución, art. 123 § A, fracción I; publicación del Diario Oficial de la Federación, 1.º de marzo';
    const response = await server.request('POST', '/api/limites-legales', { ...REFORMA_2027, fuente });
    expect(response.status).toBe(201);
    expect(response.body.fuente).toBe(fuente);
    // Pasted from the Diario Oficial: its line breaks and tabs become single spaces.
    const pasted = await server.request('POST', '/api/limites-legales', {
      ...REFORMA_2027,
      vigenteDesde: '2028-01-01',
      fuente: 'Decreto por el que se reforma\r\nel artículo 123,\tDOF',
    });
    expect(pasted.status).toBe(201);
    expect(pasted.body.fuente).toBe('Decreto por el que se reforma el artículo 123, DOF');
    expect(count(server, 'limites_legales')).toBe(3);
  });

  it('is refused by the service too, whatever its caller validated', async () => {
    const server = await start();
    expect(() => server.services.limitesLegales.create({ ...REFORMA_2027, fuente: 'DOF \u202e6202' }, 'admin')).toThrow(
      'La fuente tiene caracteres no permitidos (de control o invisibles).',
    );
    expect(count(server, 'limites_legales')).toBe(1);
  });

  it('is for administrators only: 403 to a gerente and a consulta, 401 without a session', async () => {
    const server = await start();
    for (const rol of ['gerente', 'consulta'] as const) {
      const call = await signedInAs(server, `cuenta.${rol}`, rol);
      const response = await call('POST', '/api/limites-legales', REFORMA_2027);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'forbidden' });
    }
    expect((await server.anonymous('POST', '/api/limites-legales', REFORMA_2027)).status).toBe(401);
    expect(count(server, 'limites_legales')).toBe(1);
  });
});

describe('limites_legales in the database', () => {
  it('keeps every row as published: no UPDATE, DELETE or REPLACE, even outside the API', async () => {
    const server = await start({ clock: movableClock() });
    await server.request('POST', '/api/limites-legales', REFORMA_2027);
    expect(() => server.db.prepare('UPDATE limites_legales SET horas_extra_dobles_semana = 12').run()).toThrow(/solo inserción/);
    expect(() => server.db.prepare("DELETE FROM limites_legales WHERE vigente_desde = '2027-01-01'").run()).toThrow(/solo inserción/);
    expect(() =>
      server.db
        .prepare(
          `INSERT OR REPLACE INTO limites_legales (vigente_desde, horas_semana_maxima, horas_extra_dobles_semana, horas_extra_max_dia, dias_extra_max_semana, fuente, creado_por)
           VALUES ('1970-05-01', 40, 20, 5, 5, 'nada', 'x')`,
        )
        .run(),
    ).toThrow(/solo inserción/);
    expect(() =>
      server.db
        .prepare(
          `INSERT INTO limites_legales (vigente_desde, horas_semana_maxima, horas_extra_dobles_semana, horas_extra_max_dia, dias_extra_max_semana, fuente, creado_por)
           VALUES ('2028-02-30', 44, 12, 4, 3, 'fecha imposible', 'x')`,
        )
        .run(),
    ).toThrow(/CHECK constraint failed/);
    expect((await server.request('GET', '/api/limites-legales')).body.map((l: { horasSemanaMaxima: number }) => l.horasSemanaMaxima)).toEqual([48, 46]);
  });
});
