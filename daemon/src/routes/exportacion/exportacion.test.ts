import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { HANDOFF_WEEK, handoffWeek } from '../../test-support/handoffWeek.js';

const start = trackedTestServers(afterEach);
const count = (server: TestServer) => (server.db.prepare('SELECT COUNT(*) AS n FROM perfiles_exportacion').get() as { n: number }).n;

async function contpaqi(server: TestServer) {
  const body = (await server.request('GET', '/api/exportacion/perfiles')).body;
  return body.presets.find((p: { clave: string }) => p.clave === 'contpaqi').perfil;
}

describe('GET /api/exportacion/perfiles', () => {
  it('offers the CONTPAQi and NOI presets with a code for every kind and every bono of the catalogue', async () => {
    const server = await start({ clock: movableClock() });
    await handoffWeek(server);
    const response = await server.request('GET', '/api/exportacion/perfiles');
    expect(response.status).toBe(200);
    expect(response.body.presets.map((p: { clave: string; perfil: { nombre: string } }) => [p.clave, p.perfil.nombre])).toEqual([
      ['contpaqi', 'CONTPAQi Nóminas'],
      ['noi', 'Aspel NOI'],
    ]);
    const [cp, noi] = response.body.presets.map((p: { perfil: unknown }) => p.perfil);
    expect(cp.codigos).toMatchObject({
      falta: { codigo: 'FINJ' },
      incapacidad: { codigo: 'INC' },
      horas_extra_dobles: { codigo: 'HE2' },
      horas_extra_triples: { codigo: 'HE3' },
      vacaciones: { codigo: 'VAC' },
      prima_vacacional: { codigo: 'PVAC' },
      'bono:ASISTENCIA': { codigo: 'BON1', concepto: '' },
      'bono:PUNTUALIDAD': { codigo: 'BON2', concepto: '' },
    });
    expect(noi.columnas.map((c: { titulo: string }) => c.titulo).join('|')).toBe('CLAVE|CONCEPTO|TIPO|DESCRIPCION|UNIDAD|CANTIDAD|IMPORTE|REFERENCIA');
    expect(response.body.tipos.map((t: { etiqueta: string }) => t.etiqueta)).toEqual([
      'Falta injustificada',
      'Retardo',
      'Horas extra dobles',
      'Horas extra triples',
      'Festivo trabajado',
      'Descanso trabajado',
      'Prima dominical',
      'Falta justificada',
      'Permiso sin goce de sueldo',
      'Vacaciones',
      'Incapacidad',
      'Prima vacacional',
      'Bono ASISTENCIA',
      'Bono PUNTUALIDAD',
    ]);
    expect(response.body.perfiles).toEqual([]);
  });
});

describe('POST/PUT/DELETE /api/exportacion/perfiles', () => {
  it('saves an adjusted preset, lists it, edits it and deletes it, each in the audit log', async () => {
    const server = await start({ clock: movableClock() });
    const base = await contpaqi(server);
    const created = await server.request('POST', '/api/exportacion/perfiles', {
      ...base,
      nombre: '  Nómina Centro  ',
      codigos: { ...base.codigos, retardo: { codigo: 'RET1', concepto: '' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), nombre: 'Nómina Centro', codigos: { retardo: { codigo: 'RET1' } } });
    const listed = (await server.request('GET', '/api/exportacion/perfiles')).body.perfiles;
    expect(listed).toEqual([created.body]);

    const edited = await server.request('PUT', `/api/exportacion/perfiles/${created.body.id}`, { ...created.body, separador: '|' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, separador: '|' });

    expect((await server.request('DELETE', `/api/exportacion/perfiles/${created.body.id}`)).status).toBe(204);
    expect(count(server)).toBe(0);
    expect((await server.request('DELETE', `/api/exportacion/perfiles/${created.body.id}`)).status).toBe(404);
    const actions = server.db.prepare(`SELECT accion FROM auditoria WHERE accion LIKE 'exportacion.%' ORDER BY id`).all();
    expect(actions).toEqual([{ accion: 'exportacion.crear_perfil' }, { accion: 'exportacion.editar_perfil' }, { accion: 'exportacion.borrar_perfil' }]);
  });

  const refusals: [string, (base: any) => unknown, string, string][] = [
    [
      'an empty code',
      (b) => ({ ...b, codigos: { ...b.codigos, falta: { codigo: '  ', concepto: '' } } }),
      'codigos.falta',
      'El código de Falta injustificada es obligatorio.',
    ],
    [
      'a duplicated code',
      (b) => ({ ...b, codigos: { ...b.codigos, retardo: { codigo: 'finj', concepto: '' } } }),
      'codigos.retardo',
      'El código "finj" ya se usa para Falta injustificada: cada tipo necesita un código distinto.',
    ],
    [
      'a kind left out',
      (b) => ({ ...b, codigos: { ...b.codigos, incapacidad: undefined } }),
      'codigos.incapacidad',
      'El código de Incapacidad es obligatorio.',
    ],
    [
      'an unknown kind',
      (b) => ({ ...b, codigos: { ...b.codigos, aguinaldo: { codigo: 'AGU', concepto: '' } } }),
      'codigos.aguinaldo',
      '"aguinaldo" no es un tipo de incidencia.',
    ],
    [
      'a code with a separator in it',
      (b) => ({ ...b, codigos: { ...b.codigos, falta: { codigo: 'F,1', concepto: '' } } }),
      'codigos.falta',
      'El código de Falta injustificada admite hasta 10 letras sin acentos, números, guion, punto o guion bajo.',
    ],
    ['another separator', (b) => ({ ...b, separador: ';' }), 'separador', 'El separador debe ser coma, barra vertical o tabulador.'],
    ['another encoding', (b) => ({ ...b, codificacion: 'latin1' }), 'codificacion', 'La codificación debe ser UTF-8 o Windows-1252.'],
    ['no name', (b) => ({ ...b, nombre: '' }), 'nombre', 'El nombre del perfil es obligatorio.'],
    ['no columns', (b) => ({ ...b, columnas: [] }), 'columnas', 'El archivo necesita al menos una columna.'],
    ['a column of no known field', (b) => ({ ...b, columnas: [{ titulo: 'RFC', campo: 'rfc' }] }), 'columnas.0.campo', 'Elige el dato de cada columna.'],
    ['codes as text', (b) => ({ ...b, codigos: 'FINJ' }), 'codigos', 'Indica el código de cada tipo de incidencia.'],
  ];

  it.each(refusals)('refuses %s with 422 naming the field, and saves nothing', async (_label, change, field, error) => {
    const server = await start();
    const response = await server.request('POST', '/api/exportacion/perfiles', change(await contpaqi(server)));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ code: 'validation_failed', field, error });
    expect(count(server)).toBe(0);
  });

  it('refuses a second profile with the same name (any case) with 409, and an edit of one that does not exist with 404', async () => {
    const server = await start();
    const base = await contpaqi(server);
    expect((await server.request('POST', '/api/exportacion/perfiles', { ...base, nombre: 'Mi nómina' })).status).toBe(201);
    const again = await server.request('POST', '/api/exportacion/perfiles', { ...base, nombre: 'MI NÓMINA' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'perfil_duplicate', field: 'nombre' });
    expect(count(server)).toBe(1);
    for (const id of ['999', '0', '1.0', 'abc']) {
      const response = await server.request('PUT', `/api/exportacion/perfiles/${id}`, { ...base, nombre: 'Otro' });
      expect({ id, status: response.status, code: response.body.code }).toEqual({ id, status: 404, code: 'perfil_not_found' });
    }
  });

  it('is for administrators only', async () => {
    const server = await start();
    const base = await contpaqi(server);
    expect((await server.anonymous('GET', '/api/exportacion/perfiles')).status).toBe(401);
    expect((await server.anonymous('POST', '/api/exportacion/perfiles', base)).status).toBe(401);
    expect((await server.anonymous('POST', '/api/exportacion/vista-previa', { desde: HANDOFF_WEEK[0], hasta: HANDOFF_WEEK[1], perfil: base })).status).toBe(
      401,
    );
    expect(count(server)).toBe(0);
  });

  it('keeps one profile when the same one is sent ten times at once', async () => {
    const server = await start();
    const base = await contpaqi(server);
    const responses = await Promise.all(Array.from({ length: 10 }, () => server.request('POST', '/api/exportacion/perfiles', { ...base, nombre: 'Igual' })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(count(server)).toBe(1);
  });
});

describe('POST /api/exportacion/vista-previa', () => {
  it('shows the first lines a profile being edited would write, and how many incidencias the file has', async () => {
    const server = await start({ clock: movableClock() });
    await handoffWeek(server);
    const base = await contpaqi(server);
    const response = await server.request('POST', '/api/exportacion/vista-previa', {
      desde: HANDOFF_WEEK[0],
      hasta: HANDOFF_WEEK[1],
      perfil: { ...base, nombre: 'Prueba', formatoHoras: 'hmm', codigos: { ...base.codigos, retardo: { codigo: 'RT', concepto: '15' } } },
    });
    expect(response.status).toBe(200);
    expect(response.body.filas).toBe(14); // 13 incidences and JOSÉ's prima vacacional (issue 31)
    expect(response.body.nombreArchivo).toBe('incidencias-prueba-2026-03-09-al-2026-03-15.csv');
    expect(response.body.lineas).toHaveLength(8);
    expect(response.body.lineas.slice(0, 2)).toEqual([
      'CODIGO,NOMBRE,FECHA,INCIDENCIA,VALOR,UNIDAD,CONCEPTO,IMPORTE',
      '00042,ANA LÓPEZ,11/03/2026,RT,0.08,HORAS,15,',
    ]);
    expect(count(server)).toBe(0); // a preview saves nothing
  });

  it('refuses a profile with a duplicated code before showing anything', async () => {
    const server = await start();
    const base = await contpaqi(server);
    const response = await server.request('POST', '/api/exportacion/vista-previa', {
      desde: HANDOFF_WEEK[0],
      hasta: HANDOFF_WEEK[1],
      perfil: { ...base, codigos: { ...base.codigos, vacaciones: { codigo: 'INC', concepto: '' } } },
    });
    expect(response.status).toBe(422);
    // The later row of the table is the one named; the message names the other.
    expect(response.body).toMatchObject({
      field: 'perfil.codigos.incapacidad',
      error: 'El código "INC" ya se usa para Vacaciones: cada tipo necesita un código distinto.',
    });
  });
});

describe('attacks on the export profiles', () => {
  it('refuses every change from a foreign Origin and changes nothing', async () => {
    const server = await start();
    const base = await contpaqi(server);
    const saved = await server.request('POST', '/api/exportacion/perfiles', { ...base, nombre: 'Propio' });
    const foreign = { Origin: 'http://evil.example' };
    for (const [method, path, body] of [
      ['POST', '/api/exportacion/perfiles', { ...base, nombre: 'Ajeno' }],
      ['PUT', `/api/exportacion/perfiles/${saved.body.id}`, { ...base, nombre: 'Cambiado' }],
      ['DELETE', `/api/exportacion/perfiles/${saved.body.id}`, undefined],
    ] as const) {
      const answer = await server.request(method, path, body, foreign);
      expect({ path, method, status: answer.status, code: answer.body.code }).toEqual({ path, method, status: 403, code: 'cross_origin' });
    }
    expect((await server.request('GET', '/api/exportacion/perfiles')).body.perfiles.map((p: { nombre: string }) => p.nombre)).toEqual(['Propio']);
  });

  it('answers the JSON 404 for other spellings of the paths', async () => {
    const server = await start();
    for (const path of ['/API/exportacion/perfiles', '/api/exportacion/perfiles/', '/api//exportacion/perfiles', '/api/Prenomina/incidencias?perfil=noi']) {
      const answer = await server.request('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });
});
