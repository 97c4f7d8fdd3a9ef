/**
 * Issue 40 item 3: 'Empleados' → 'Importar' against the real daemon, with real .xlsx files written by the repository's
 * workbook library (write-excel-file) and read back by the daemon's (read-excel-file), and real CSV bytes.
 */
import { IMPORT_COLUMNS, type ImportColumnKey } from '@reloj/contract/employeeImport';
import { request as httpRequest } from 'node:http';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// 18:00 UTC on 23 November 2026 is 12:00 in Mexico City: "today" for the entry-date limit.
const clock = { now: () => new Date('2026-11-23T18:00:00Z') };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  server.db.exec('PRAGMA foreign_keys = OFF');
  server.db.exec('DELETE FROM empleados; DELETE FROM bonos; DELETE FROM puestos; DELETE FROM sucursales; DELETE FROM auditoria;');
  server.db.exec('PRAGMA foreign_keys = ON');
  for (const [path, body] of [
    ['/api/sucursales', { nombre: 'Centro' }],
    ['/api/sucursales', { nombre: 'Norte' }],
    ['/api/puestos', { nombre: 'Cajero', salarioDiario: 320 }],
    ['/api/puestos', { nombre: 'Gerente', salarioDiario: 550.5 }],
    ['/api/bonos', { nombre: 'Puntualidad', monto: 250 }],
  ] as const) {
    const response = await server.request('POST', path, body);
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.text}`);
  }
});

type Fila = Partial<Record<ImportColumnKey, string | number | Date | null>>;
const TITLES = IMPORT_COLUMNS.map((c) => c.titulo);

/** Employee i of the bakery: the template's columns filled as an owner would. */
const persona = (i: number): Fila => ({
  numeroEmpleado: `E${String(i).padStart(3, '0')}`,
  nombre: `Empleado Número ${i}`,
  sucursal: i % 2 === 0 ? 'Norte' : 'Centro',
  puesto: 'Cajero',
  salarioDiario: 320,
  fechaIngreso: '15/06/2020',
  horaEntrada: '09:00',
  horaSalida: '18:00',
  minutosComida: 60,
  diasDescanso: 'domingo',
  bono: 'Puntualidad',
  vacacionesPendientes: 8,
});
const staff = (n: number) => Array.from({ length: n }, (_, i) => persona(i + 1));

const cellOf = (value: Fila[ImportColumnKey]): Cell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return { value, type: Date, format: 'dd/mm/yyyy' };
  return typeof value === 'number' ? { value, type: Number } : { value, type: String };
};
const workbook = (filas: Fila[]): Promise<Buffer> =>
  writeXlsxFile([
    {
      sheet: 'Empleados',
      data: [TITLES.map((t) => ({ value: t, type: String })), ...filas.map((f) => IMPORT_COLUMNS.map((c) => cellOf(f[c.key])))],
    },
  ]).toBuffer();

const csv = (filas: Fila[], separator: string) =>
  [TITLES, ...filas.map((f) => IMPORT_COLUMNS.map((c) => String(f[c.key] ?? '')))].map((cells) => cells.join(separator)).join('\r\n') + '\r\n';

async function upload(bytes: Uint8Array, name: string, query = '') {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/api/employees/importar${query}`, { method: 'POST', headers: { cookie: server.cookie }, body: form });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) };
}

/**
 * The same multipart upload over node:http, which reads the answer even when the daemon answers (413) before the
 * whole body was sent and the rest of the upload then fails.
 */
function uploadRaw(bytes: Buffer, name: string): Promise<{ status: number; body: { error: string } }> {
  const boundary = 'limite-de-prueba';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/employees/importar',
        headers: { cookie: server.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { error: string } }));
      },
    );
    // The rest of the upload may fail once the daemon has answered; the answer is what is tested.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    req.end(Buffer.concat([head, bytes, tail]));
  });
}

const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM empleados').get() as { n: number }).n;
const audits = () =>
  (server.db.prepare("SELECT despues FROM auditoria WHERE accion = 'empleados.importar' ORDER BY id").all() as { despues: string }[]).map((r) =>
    JSON.parse(r.despues),
  );
const problems = (body: { filas: { problemas: string[] }[] }) => body.filas.flatMap((f) => f.problemas);
const employee = async (numero: string) => {
  const list = (await server.request('GET', '/api/employees')).body as { numeroEmpleado: string }[];
  return list.find((e) => e.numeroEmpleado === numero) as Record<string, unknown>;
};

describe('POST /api/employees/importar', () => {
  it('refuses a 40-row workbook with 3 bad rows whole, naming each; fixed, writes all 40 at once; again, nothing new', async () => {
    const filas = staff(40);
    filas[5] = { ...filas[5], sucursal: 'NORTE 2' }; // sheet row 7
    filas[10] = { ...filas[10], numeroEmpleado: 'E002' }; // sheet row 12, E002 is row 3
    // Sheet row 41, the last: a meal as long as the shift, refused by the employee service itself after the 39 rows
    // before it were already written inside the import's transaction.
    filas[39] = { ...filas[39], horaSalida: '11:00', minutosComida: 120 };
    const refused = await upload(await workbook(filas), 'panaderia.xlsx');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('importacion_con_problemas');
    expect(refused.body.filas).toHaveLength(40);
    expect(problems(refused.body)).toEqual([
      'Fila 7: la sucursal "NORTE 2" no existe.',
      'Fila 12: el número de empleado "E002" ya está en la fila 3 del archivo.',
      'Fila 41: los minutos de comida (120) deben ser menos que la duración del turno de 09:00 a 11:00 (2 h).',
    ]);
    expect(count()).toBe(0);
    expect(audits()).toEqual([]);

    const fixed = await workbook(staff(40));
    const imported = await upload(fixed, 'panaderia.xlsx');
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ archivo: 'panaderia.xlsx', creados: 40, actualizados: 0, sinCambios: 0 });
    expect(count()).toBe(40);
    expect(audits()).toHaveLength(1);
    expect(audits()[0]).toMatchObject({ archivo: 'panaderia.xlsx', filas: 40, creados: 40, actualizados: 0, sinCambios: 0 });
    expect(audits()[0].numerosCreados).toHaveLength(40);

    const again = await upload(fixed, 'panaderia.xlsx');
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ archivo: 'panaderia.xlsx', creados: 0, actualizados: 0, sinCambios: 40 });
    expect(count()).toBe(40);

    const raised = staff(40);
    raised[16] = { ...raised[16], salarioDiario: '345,50' };
    const update = await upload(await workbook(raised), 'panaderia.xlsx');
    expect(update.body).toEqual({ archivo: 'panaderia.xlsx', creados: 0, actualizados: 1, sinCambios: 39 });
    expect(await employee('E017')).toMatchObject({ salarioDiario: 345.5 });
    expect(audits()[2].cambios).toEqual([{ numeroEmpleado: 'E017', antes: { salarioDiario: 320 }, despues: { salarioDiario: 345.5 } }]);
  });

  it('stores an employee exactly as POST /api/employees does, reading 330,50, dd/mm/aaaa, serial and date cells', async () => {
    const filas: Fila[] = [
      { ...persona(1), salarioDiario: '330,50', fechaIngreso: '15/06/2020' },
      { ...persona(2), fechaIngreso: 43997, diasDescanso: 'sábado y domingo', bono: 'ninguno' }, // 43997 = 2020-06-15
      { ...persona(3), fechaIngreso: new Date(Date.UTC(2019, 2, 1)), horaEntrada: '22:00', horaSalida: '6:00', minutosComida: null },
      { ...persona(4), fechaIngreso: '2024-01-08', puesto: 'gerente', salarioDiario: null },
    ];
    const preview = await upload(await workbook(filas), 'altas.xlsx', '?vistaPrevia=1');
    expect(preview.status).toBe(200);
    expect(preview.body.filas.map((f: { fila: number; accion: string; vacacionesPendientes: number }) => [f.fila, f.accion, f.vacacionesPendientes])).toEqual([
      [2, 'crear', 8],
      [3, 'crear', 8],
      [4, 'crear', 8],
      [5, 'crear', 8],
    ]);
    expect(count()).toBe(0); // the preview wrote nothing
    expect(audits()).toEqual([]);

    expect((await upload(await workbook(filas), 'altas.xlsx')).status).toBe(201);
    expect(await employee('E001')).toMatchObject({ nombre: 'EMPLEADO NÚMERO 1', sucursal: 'CENTRO', salarioDiario: 330.5, fechaIngreso: '2020-06-15' });
    expect(await employee('E002')).toMatchObject({ fechaIngreso: '2020-06-15', diasDescanso: [0, 6], bonoId: null, bono: 0 });
    expect(await employee('E003')).toMatchObject({ fechaIngreso: '2019-03-01', horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 0 });
    expect(await employee('E004')).toMatchObject({ puesto: 'GERENTE', salarioDiario: 550.5 });

    const posted = await server.request('POST', '/api/employees', {
      nombre: 'Empleado Número 1',
      sucursal: 'Centro',
      puesto: 'Cajero',
      bono: 250,
      fechaIngreso: '2020-06-15',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      minutosComida: 60,
      diasDescanso: [0],
      numeroEmpleado: 'P001',
    });
    const { id: _a, numeroEmpleado: _b, salarioDiario: _c, ...imported } = await employee('E001');
    const { id: _d, numeroEmpleado: _e, salarioDiario: _f, ...byForm } = posted.body as Record<string, unknown>;
    expect(imported).toEqual({ ...byForm, vacacionesPendientes: imported.vacacionesPendientes });
  });

  it('names unknown catalogue rows, missing required fields and bad cells, by row', async () => {
    const filas: Fila[] = [
      { ...persona(1), puesto: 'Panadero', bono: 'Productividad' },
      { ...persona(2), nombre: null, horaEntrada: '' },
      { ...persona(3), numeroEmpleado: null, fechaIngreso: '31/02/2020' },
      { ...persona(4), diasDescanso: 'domingo y feriados', vacacionesPendientes: -2, salarioDiario: 'mucho' },
    ];
    const refused = await upload(await workbook(filas), 'mal.xlsx');
    expect(refused.status).toBe(422);
    expect(problems(refused.body)).toEqual([
      'Fila 2: el bono "PRODUCTIVIDAD" no existe en Catálogos.',
      'Fila 2: el puesto "PANADERO" no existe.',
      'Fila 3: el nombre es obligatorio.',
      'Fila 3: la hora de entrada es obligatoria.',
      'Fila 4: falta el número de empleado (es la clave que evita duplicar empleados).',
      'Fila 4: la fecha de ingreso "31/02/2020" no es una fecha válida: escríbela como dd/mm/aaaa (15/06/2020) o AAAA-MM-DD (2020-06-15).',
      'Fila 5: los días de descanso no se entienden ("feriados"): escribe por ejemplo "domingo" o "sábado y domingo".',
      'Fila 5: las vacaciones pendientes deben ser un número entero de días, de 0 a 366 (no "-2").',
      'Fila 5: el salario diario debe ser un número entre 0 y 1,000,000 con máximo 2 decimales.',
    ]);
    expect(count()).toBe(0);
  });

  it('reads CSV in UTF-8 with a BOM (commas) and in Windows-1252 (semicolons, as Excel in Spanish saves it)', async () => {
    const utf8 = csv([{ ...persona(1), nombre: 'José Peña', salarioDiario: '"330,50"' }], ',');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(utf8, 'utf8')]);
    expect(await upload(bom, 'utf8.csv')).toMatchObject({ status: 201, body: { creados: 1 } });
    expect(await employee('E001')).toMatchObject({ nombre: 'JOSÉ PEÑA', salarioDiario: 330.5 });

    const windows = csv([{ ...persona(2), nombre: 'María Ibáñez', salarioDiario: '330,50', diasDescanso: 'sábado y domingo' }], ';');
    const bytes = Buffer.from(windows, 'latin1'); // é, á, ñ are the same bytes in Windows-1252
    expect(bytes.includes(Buffer.from('Ibáñez', 'utf8'))).toBe(false);
    expect(await upload(bytes, 'excel.csv')).toMatchObject({ status: 201, body: { creados: 1 } });
    expect(await employee('E002')).toMatchObject({ nombre: 'MARÍA IBÁÑEZ', salarioDiario: 330.5, diasDescanso: [0, 6] });
  });

  it('refuses 10,001 rows, a PNG renamed .xlsx, garbage, a file of another kind and an oversized upload', async () => {
    const many = await upload(await workbook(staff(10_001)), 'muchos.xlsx');
    expect(many.status).toBe(422);
    expect(many.body).toMatchObject({ code: 'archivo_demasiadas_filas' });
    expect(many.body.error).toContain('El archivo tiene más de 10,000 filas');

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const image = await upload(png, 'empleados.xlsx');
    expect(image.status).toBe(422);
    expect(image.body).toMatchObject({ code: 'archivo_no_valido' });
    expect(image.body.error).toContain('es una imagen PNG con otro nombre');

    const garbage = await upload(Buffer.from('PK\u0003\u0004 esto no es un libro de Excel'), 'empleados.xlsx');
    expect(garbage.status).toBe(422);
    expect(garbage.body.error).toContain('El archivo no es un libro de Excel (.xlsx) válido');

    expect((await upload(Buffer.from('hola'), 'empleados.txt')).body.error).toContain('Solo se pueden importar archivos .xlsx o .csv');

    const huge = await uploadRaw(Buffer.alloc(6 * 1024 * 1024, 0x41), 'enorme.csv');
    expect(huge.status).toBe(413);
    expect(huge.body.error).toContain('El archivo pesa más de 5 MB');
    expect(count()).toBe(0);
  });

  it('serves the template: Spanish headers, and instructions with the box catalogue and the days of rest', async () => {
    const response = await server.request('GET', '/api/employees/plantilla.xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="plantilla-empleados.xlsx"');
    const sheets = await readXlsxFile(response.bytes);
    expect(sheets.map((s) => s.sheet)).toEqual(['Empleados', 'Instrucciones']);
    expect(sheets[0]!.data).toEqual([TITLES]);
    const instrucciones = sheets[1]!.data.flat().join('\n');
    for (const text of ['Días de descanso', 'sábado y domingo', 'CENTRO', 'NORTE', 'CAJERO', 'GERENTE', 'PUNTUALIDAD', 'dd/mm/aaaa'])
      expect(instrucciones).toContain(text);

    // The template as it comes is a file with headers and nobody in it.
    const empty = await upload(response.bytes, 'plantilla-empleados.xlsx');
    expect(empty.status).toBe(422);
    expect(empty.body.error).toContain('no tiene empleados');
  });

  it('is for signed-in administrators only', async () => {
    expect((await server.anonymous('GET', '/api/employees/plantilla.xlsx')).status).toBe(401);
    const form = new FormData();
    form.append('archivo', new Blob([csv(staff(1), ',')]), 'a.csv');
    expect((await fetch(`${server.url}/api/employees/importar`, { method: 'POST', body: form })).status).toBe(401);
  });
});

describe("the file's 'Vacaciones pendientes' (issue 40 item 2)", () => {
  // Last in this file: the box's first day in service, once set, stays (inicio_registro is append-only).
  it("become the opening balance of whoever was hired before the record's start, in the same transaction", async () => {
    const inicio = await server.request('PUT', '/api/inicio-registro', { fecha: '2026-11-23', motivo: 'Primer día del reloj' });
    expect(inicio.status, inicio.text).toBe(200);
    const saldos = () =>
      server.db
        .prepare(
          'SELECT e.numero_empleado AS numero, s.fecha, s.forma, s.pendientes, s.motivo FROM saldos_vacaciones s JOIN empleados e ON e.id = s.empleado_id ORDER BY s.id',
        )
        .all();
    const filas: Fila[] = [
      persona(1), // hired 15/06/2020, 8 pending
      { ...persona(2), fechaIngreso: '23/11/2026', vacacionesPendientes: 5 }, // hired the day the record starts: none needed
      { ...persona(3), fechaIngreso: '01/03/2019', vacacionesPendientes: null }, // left blank: still to enter
    ];
    const preview = await upload(await workbook(filas), 'personal.xlsx', '?vistaPrevia=1');
    expect(preview.status).toBe(200);
    expect(saldos()).toEqual([]); // the preview wrote nothing

    const imported = await upload(await workbook(filas), 'personal.xlsx');
    expect(imported.status).toBe(201);
    expect(saldos()).toEqual([{ numero: 'E001', fecha: '2026-11-23', forma: 'total', pendientes: 8, motivo: 'Importación de personal' }]);
    expect(audits().at(-1).saldosIniciales).toEqual([{ numeroEmpleado: 'E001', fecha: '2026-11-23', pendientes: 8 }]);
    const byNumero = async (numero: string) => (await server.request('GET', `/api/employees/${Number((await employee(numero)).id)}/vacaciones`)).body;
    // Years opened by 2026-11-23: year 5 (2025-06-15) is the oldest not past its 18 months: the 8 days go there.
    expect(await byNumero('E001')).toMatchObject({ pendientes: 8, anios: [{ aniversario: '2025-06-15', pendientes: 8, saldoInicial: true }] });
    expect(await byNumero('E002')).toMatchObject({ saldoInicialPendiente: false, pendientes: 0 });
    expect(await byNumero('E003')).toMatchObject({ saldoInicialPendiente: true, pendientes: null });

    // The same file again: nothing new.
    expect((await upload(await workbook(filas), 'personal.xlsx')).body).toEqual({ archivo: 'personal.xlsx', creados: 0, actualizados: 0, sinCambios: 3 });
    expect(saldos()).toHaveLength(1);

    // A different figure needs its own motivo; more days than the years gave is refused. Nothing written.
    // Hired 2019-03-01, by 2026-11-23: 6 + 8 + 10 (old art. 76, 2020-2022) + 18 + 20 + 22 + 22 (reformed, 2023-2026) = 106.
    const changed = await upload(
      await workbook([{ ...persona(1), vacacionesPendientes: 10 }, filas[1]!, { ...filas[2]!, vacacionesPendientes: 107 }]),
      'personal.xlsx',
    );
    expect(changed.status).toBe(422);
    expect(problems(changed.body)).toEqual([
      'Fila 2: ya hay un saldo inicial de vacaciones de 8 días (del 23/11/2026) para EMPLEADO NÚMERO 1: cámbialo en Empleados → Vacaciones → Saldo inicial, con su motivo.',
      'Fila 4: 107 días pendientes son más de los que dan los años de servicio de EMPLEADO NÚMERO 3 cumplidos al 23/11/2026 (106 días).',
    ]);
    expect(saldos()).toHaveLength(1);

    // Filled in later for the one left blank: 'actualizar', with the column named.
    const later = await upload(await workbook([persona(1), filas[1]!, { ...filas[2]!, vacacionesPendientes: 12 }]), 'personal.xlsx');
    expect(later.body).toEqual({ archivo: 'personal.xlsx', creados: 0, actualizados: 1, sinCambios: 2 });
    expect(saldos()).toHaveLength(2);
    expect(await byNumero('E003')).toMatchObject({ saldoInicialPendiente: false, pendientes: 12 });
  });
});
