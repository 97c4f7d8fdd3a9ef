/**
 * Issue 26 hole 2: a gerente never learns who works in another branch. A face (or a número de empleado) that belongs to
 * someone of another branch is refused with only "it cannot be used": no employee id, no name, not whether they were
 * given baja. The administrador, and a gerente for their own branch, keep the detailed answer. Real models, real photos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine, type FaceEngineLoad } from '../../face/load.js';
import { grantFaceConsent } from '../../test-support/consent.js';
import { modelsDir, readFace, toDataUrl } from '../../test-support/faces.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';
import { hire, setUpCompany, type Company } from '../../test-support/prenominaApi.js';

const PASSWORD = 'una-contraseña-larga';
const FACE_TAKEN = 'Este rostro no se puede usar: ya está registrado en el reloj checador. Si crees que es un error, pide ayuda a un administrador.';
const NUMBER_TAKEN = (numero: string) => `El número de empleado "${numero}" no se puede usar. Elige otro.`;

let engine: FaceEngineLoad;
let server: TestServer;
let company: Company;
type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
let gerente: Caller;
const ids = { norteObama: 0, norteBiden: 0, centroPenny: 0, centroNuevo: 0 };

const photo = (...parts: string[]) => toDataUrl(readFace(...parts), parts.at(-1));
const rostros = () => server.db.prepare('SELECT COUNT(*) AS n FROM rostros').get();

async function enrol(employeeId: number, image: string) {
  await grantFaceConsent(server, employeeId);
  const res = await server.request('POST', `/api/employees/${employeeId}/register-face`, { image });
  expect(res.status, res.text).toBe(201);
}

beforeAll(async () => {
  engine = await loadFaceEngine(modelsDir);
  if (engine.status !== 'ok') throw new Error(engine.reason);
  server = await startTestServer({ faceEngine: engine, env: { RELOJ_LIVENESS: 'warn' } });
  company = await setUpCompany(server); // CENTRO
  await server.request('POST', '/api/sucursales', { nombre: 'Norte' });
  ids.norteObama = await hire(server, company, { nombre: 'Barack Obama', sucursal: 'NORTE', numeroEmpleado: 'N-100' });
  ids.norteBiden = await hire(server, company, { nombre: 'Joe Biden', sucursal: 'NORTE' });
  ids.centroPenny = await hire(server, company, { nombre: 'Penny Teller', numeroEmpleado: 'C-200' });
  ids.centroNuevo = await hire(server, company, { nombre: 'Nuevo Empleado' });
  await enrol(ids.norteObama, photo('people', 'obama', '1.jpg'));
  await enrol(ids.norteBiden, photo('people', 'biden', '1.jpg'));
  await enrol(ids.centroPenny, photo('people', 'penny', '1.png'));
  expect((await server.request('DELETE', `/api/employees/${ids.norteBiden}`)).status).toBe(204); // given baja: faces kept
  await grantFaceConsent(server, ids.centroNuevo);

  const created = await server.request('POST', '/api/usuarios', {
    usuario: 'gerente.centro',
    password: PASSWORD,
    rol: 'gerente',
    sucursalIds: [company.sucursalId],
  });
  expect(created.status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente.centro', password: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  gerente = (method, path, body) => server.anonymous(method, path, body, { cookie });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (engine?.status === 'ok') await engine.engine.close();
});

describe("a face of another branch's employee", () => {
  it('POST /api/faces/verificar answers the gerente only that the face cannot be used (409, no id, no details)', async () => {
    for (const image of [photo('people', 'obama', '2.jpg'), photo('people', 'biden', '2.jpg')]) {
      const res = await gerente('POST', '/api/faces/verificar', { image });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: FACE_TAKEN, code: 'face_already_registered' });
    }
    const several = await gerente('POST', '/api/faces/verificar', {
      images: [photo('people', 'obama', '3.jpg'), photo('people', 'obama', '2.jpg')],
      fuente: 'archivos',
    });
    expect(several.status).toBe(409);
    expect(several.body).toEqual({
      error: 'La foto 1: este rostro no se puede usar: ya está registrado en el reloj checador. Si crees que es un error, pide ayuda a un administrador.',
      code: 'face_already_registered',
      field: 'images.0',
      details: { foto: 1 },
    });
  });

  it('register-face answers the same to the gerente and stores nothing', async () => {
    const before = rostros();
    const res = await gerente('POST', `/api/employees/${ids.centroNuevo}/register-face`, { image: photo('people', 'obama', '2.jpg') });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: FACE_TAKEN, code: 'face_already_registered' });
    expect(JSON.stringify(res.body)).not.toContain(String(ids.norteObama));
    expect(rostros()).toEqual(before);
  });

  it('the administrador still gets the employee it belongs to', async () => {
    const res = await server.request('POST', '/api/faces/verificar', { image: photo('people', 'obama', '2.jpg') });
    expect(res.body).toEqual({
      error: `Este rostro ya está registrado para el empleado ID: ${ids.norteObama}.`,
      code: 'face_already_registered',
      details: { employeeId: ids.norteObama },
    });
  });

  it("a face of the gerente's own branch still names the employee", async () => {
    const res = await gerente('POST', '/api/faces/verificar', { image: photo('people', 'penny', '2.png') });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: `Este rostro ya está registrado para el empleado ID: ${ids.centroPenny}.`,
      code: 'face_already_registered',
      details: { employeeId: ids.centroPenny },
    });
  });
});

describe("a número de empleado of another branch's employee", () => {
  const body = (numeroEmpleado: string) => ({
    nombre: 'Eva Ruiz',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 315.5,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    numeroEmpleado,
  });

  it('is refused to the gerente as a number that cannot be used, on create and on edit; nothing changes', async () => {
    const employees = () => server.db.prepare('SELECT id, numero_empleado FROM empleados ORDER BY id').all();
    const before = employees();
    const created = await gerente('POST', '/api/employees', body('n-100'));
    expect(created.status).toBe(409);
    expect(created.body).toEqual({ error: NUMBER_TAKEN('N-100'), code: 'numero_empleado_duplicate', field: 'numeroEmpleado' });
    const current = (await gerente('GET', `/api/employees/${ids.centroNuevo}`)).body;
    const edited = await gerente('PUT', `/api/employees/${ids.centroNuevo}`, { ...current, numeroEmpleado: 'N-100' });
    expect(edited.status).toBe(409);
    expect(edited.body).toEqual({ error: NUMBER_TAKEN('N-100'), code: 'numero_empleado_duplicate', field: 'numeroEmpleado' });
    expect(employees()).toEqual(before);
  });

  it("keeps the detailed answer for the gerente's own branch and for the administrador", async () => {
    expect((await gerente('POST', '/api/employees', body('C-200'))).body.error).toBe('Ya existe un empleado con el número "C-200".');
    expect((await server.request('POST', '/api/employees', body('N-100'))).body.error).toBe('Ya existe un empleado con el número "N-100".');
  });
});
