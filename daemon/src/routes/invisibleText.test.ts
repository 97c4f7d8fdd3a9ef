import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/testServer.js';
import { movableClock } from '../test-support/movableClock.js';
import { hire, punch, setUpCompany } from '../test-support/prenominaApi.js';

// Issue 26, smaller defects: a right-to-left override (U+202E) turns 'Entrada‮txt.exe' into something else on
// screen, an ESC sequence recolours a terminal, a NUL cuts a C string. Every free text a person reads refuses
// them, as employee names already do: 422 naming the field, in Spanish, and nothing stored.
let server: TestServer;
let deviceId: number;
let empleadoId: number;
let checadaId: number;
let periodoId: number;

const NOTICE = {
  responsable: 'Abarrotes La Esperanza, S.A. de C.V.',
  domicilio: 'Av. Juárez 120, Centro, 44100 Guadalajara, Jal.',
  contacto: 'privacidad@laesperanza.mx',
  diasFotos: 90,
  diasPlantillasBaja: 30,
};

const TABLES = [
  'dispositivos',
  'avisos_privacidad',
  'reglas_asistencia',
  'festivos',
  'incidencias',
  'checadas',
  'perfiles_exportacion',
  'consentimientos',
  'puestos',
  'sucursales',
  'bonos',
  'usuarios',
  // Issue 39: the legal limits' source, and the motivos and names the table had not covered yet.
  'limites_legales',
  'empleados',
  'empleado_bajas',
  'anulaciones',
  'periodo_reaperturas',
];
const everything = () => TABLES.map((t) => server.db.prepare(`SELECT * FROM ${t}`).all());

beforeAll(async () => {
  server = await startTestServer({ clock: movableClock() });
  const company = await setUpCompany(server);
  empleadoId = await hire(server, company);
  await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-centro-0001' });
  deviceId = (await server.request('GET', '/api/devices')).body[0].id;
  expect((await server.request('PUT', `/api/devices/${deviceId}`, { nombre: 'Entrada', sucursalId: company.sucursalId })).status).toBe(200);
  expect((await server.request('PUT', '/api/privacidad', NOTICE)).status).toBe(200);
  expect((await server.request('PUT', '/api/reglas', { nombreEmpresa: 'Abarrotes La Esperanza' })).status).toBe(200);
  checadaId = (await punch(server, empleadoId, '2026-03-09T09:00'))[0].id;
  periodoId = (await server.request('POST', '/api/periodos', { desde: '2026-03-16', hasta: '2026-03-22' })).body.id;
  expect((await server.request('POST', `/api/periodos/${periodoId}/cerrar`, {})).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

/** The characters refused everywhere: bidi override and isolate, NUL, ESC, a C1 control, a zero-width space. */
const INVISIBLE = [
  ['U+202E (right-to-left override)', '\u202E'],
  ['U+2066 (left-to-right isolate)', '\u2066'],
  ['NUL', '\u0000'],
  ['ESC', '\u001B[31m'],
  ['U+0085 (a C1 control)', '\u0085'],
  ['U+200B (zero-width space)', '\u200B'],
] as const;

const perfil = async (change: (p: any) => any) => {
  const { presets } = (await server.request('GET', '/api/exportacion/perfiles')).body;
  return change({ ...presets[0].perfil, nombre: 'Nómina' });
};

/** [what, method, path, body with `x` inside the text, field, the sentence's subject]. */
const FIELDS: Array<[string, string, () => string, (x: string) => unknown, string, string]> = [
  ['a device name', 'PUT', () => `/api/devices/${deviceId}`, (x) => ({ nombre: `Entrada${x}txt.exe` }), 'nombre', 'El nombre del dispositivo'],
  [
    'the notice’s responsable',
    'PUT',
    () => '/api/privacidad',
    (x) => ({ ...NOTICE, responsable: `Abarrotes${x} SA` }),
    'responsable',
    'El nombre del responsable',
  ],
  ['the notice’s domicilio', 'PUT', () => '/api/privacidad', (x) => ({ ...NOTICE, domicilio: `Av. Juárez${x} 120` }), 'domicilio', 'El domicilio'],
  [
    'the notice’s contacto',
    'PUT',
    () => '/api/privacidad',
    (x) => ({ ...NOTICE, contacto: `rh${x}@laesperanza.mx` }),
    'contacto',
    'El contacto para solicitudes',
  ],
  [
    'nombreEmpresa (printed on the tarjetas)',
    'PUT',
    () => '/api/reglas',
    (x) => ({ nombreEmpresa: `Abarrotes${x} La Esperanza` }),
    'nombreEmpresa',
    'El nombre de la empresa',
  ],
  ['a festivo', 'POST', () => '/api/festivos', (x) => ({ fecha: '2026-06-07', nombre: `Elecciones${x}` }), 'nombre', 'El nombre del día festivo'],
  [
    'an incidencia’s note',
    'POST',
    () => '/api/incidencias',
    (x) => ({ empleadoId, fecha: '2026-03-10', tipo: 'falta_justificada', nota: `IMSS${x} folio 1` }),
    'nota',
    'La nota',
  ],
  [
    'a manual punch’s motivo',
    'POST',
    () => '/api/attendance/manual',
    (x) => ({ empleadoId, hora: '2026-03-10T09:00', motivo: `Olvidó${x} checar` }),
    'motivo',
    'El motivo',
  ],
  [
    'an export profile’s name',
    'POST',
    () => '/api/exportacion/perfiles',
    (x) => perfil((p) => ({ ...p, nombre: `Nómina${x}` })),
    'nombre',
    'El nombre del perfil',
  ],
  [
    'a column title',
    'POST',
    () => '/api/exportacion/perfiles',
    (x) => perfil((p) => ({ ...p, columnas: [{ titulo: `CODIGO${x}`, campo: 'numeroEmpleado' }] })),
    'columnas.0.titulo',
    'El título de la columna',
  ],
  [
    'a unit',
    'POST',
    () => '/api/exportacion/perfiles',
    (x) => perfil((p) => ({ ...p, unidades: { dias: `D${x}`, horas: 'H' } })),
    'unidades.dias',
    'La unidad de días',
  ],
  [
    'a consent’s confirmation',
    'POST',
    () => `/api/employees/${empleadoId}/consentimiento`,
    (x) => ({ confirmacion: `Ana${x} López` }),
    'confirmacion',
    'El nombre del empleado como confirmación',
  ],
  // Issue 39: the legal limits' rows are never changed, so a hidden character in their source would stay for good.
  [
    'a legal limits’ source',
    'POST',
    () => '/api/limites-legales',
    (x) => ({
      vigenteDesde: '2027-01-01',
      horasSemanaMaxima: 46,
      horasExtraDoblesSemana: 12,
      horasExtraMaxDia: 4,
      diasExtraMaxSemana: 3,
      fuente: `DOF${x} marzo de 2026`,
    }),
    'fuente',
    'La fuente',
  ],
  // Already refused before issue 39 (the same rule): kept here so they stay refused.
  ['a void’s motivo', 'POST', () => `/api/attendance/${checadaId}/anular`, (x) => ({ motivo: `Doble${x} checada` }), 'motivo', 'El motivo'],
  ['a reopening’s motivo', 'POST', () => `/api/periodos/${periodoId}/reabrir`, (x) => ({ motivo: `Faltó${x} el jueves` }), 'motivo', 'El motivo'],
  [
    'a baja’s note',
    'POST',
    () => `/api/employees/${empleadoId}/baja`,
    (x) => ({ fechaBaja: '2026-03-20', motivoBaja: 'renuncia', nota: `Carta${x} firmada` }),
    'nota',
    'La nota de la baja',
  ],
  [
    'an employee’s name',
    'POST',
    () => '/api/employees',
    (x) => ({
      nombre: `Luis${x} Pérez`,
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    }),
    'nombre',
    'El nombre',
  ],
  ['a puesto', 'POST', () => '/api/puestos', (x) => ({ nombre: `Cajero${x}`, salarioDiario: 300 }), 'nombre', 'El nombre'],
  // Already refused before issue 26 (names go through the same rule): kept here so they stay refused.
  ['a branch', 'POST', () => '/api/sucursales', (x) => ({ nombre: `Norte${x}` }), 'nombre', 'El nombre'],
  ['a bono', 'POST', () => '/api/bonos', (x) => ({ nombre: `Puntualidad${x}`, monto: 100 }), 'nombre', 'El nombre'],
];

describe('free text refuses control and invisible characters (issue 26)', () => {
  describe.each(FIELDS)('%s', (_what, method, path, body, field, subject) => {
    it.each(INVISIBLE)('refuses %s naming the field, and stores nothing', async (_label, x) => {
      const before = everything();
      const response = await server.request(method, path(), await body(x));
      expect(response.status, response.text).toBe(422);
      expect(response.body).toMatchObject({ code: 'validation_failed', field, error: `${subject} tiene caracteres no permitidos (de control o invisibles).` });
      expect(everything()).toEqual(before);
    });
  });

  it.each(INVISIBLE)('an account name refuses %s (letters without accents, digits, . _ - only)', async (_label, x) => {
    const before = everything();
    const response = await server.request('POST', '/api/usuarios', { usuario: `ana${x}.lopez`, password: 'una-contraseña-larga', rol: 'administrador' });
    expect(response.status, response.text).toBe(422);
    expect(response.body).toMatchObject({ field: 'usuario' });
    expect(everything()).toEqual(before);
  });

  it.each([
    ['a device name', (): string => `/api/devices/${deviceId}`, { nombre: 'Entrada\nprincipal' }, 'nombre'],
    ['nombreEmpresa', (): string => '/api/reglas', { nombreEmpresa: 'Abarrotes\tLa Esperanza' }, 'nombreEmpresa'],
  ] as const)('a one-line field (%s) refuses a tab or a line break too', async (_what, path, body, field) => {
    const before = everything();
    const response = await server.request('PUT', path(), body);
    expect(response.status).toBe(422);
    expect(response.body.field).toBe(field);
    expect(everything()).toEqual(before);
  });

  it('still takes accents, ñ, symbols and, in a motivo, line breaks', async () => {
    const device = await server.request('PUT', `/api/devices/${deviceId}`, { nombre: 'Entrada Ñuñoa #2 — planta baja' });
    expect(device.status, device.text).toBe(200);
    expect(device.body.nombre).toBe('Entrada Ñuñoa #2 — planta baja');
    const manual = await server.request('POST', '/api/attendance/manual', {
      empleadoId,
      hora: '2026-03-11T09:00',
      motivo: 'Olvidó checar.\nLo confirmó su gerente.',
    });
    expect(manual.status, manual.text).toBe(201);
    const reglas = await server.request('PUT', '/api/reglas', { nombreEmpresa: 'Abarrotes “La Esperanza” & Hijos' });
    expect(reglas.body.nombreEmpresa).toBe('Abarrotes “La Esperanza” & Hijos');
  });
});
