/**
 * Issue 43: 'Mi asistencia' at the kiosk and 'Solicitudes' in the panel, over real HTTP and SQLite with a movable clock.
 * The kiosk's camera is a stand-in that answers the employee in front of it (the face engine has its own tests).
 *
 * The week: Monday 2026-03-23 to Sunday 2026-03-29 (semanal from Monday, the default rules), ANA LÓPEZ 09:00-18:00 with
 * 60 min of meal, rest on Sunday, 315.50 a day, bono ASISTENCIA 200.00 (lost with 1 falta). Monday, Thursday and Friday
 * worked 09:00-18:00; Tuesday nothing (a falta); Wednesday only the 09:00 entrada (no salida). Saturday 28 at 08:58 she
 * punches at the kiosk: that punch opens 'Mi asistencia'.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FaceMatch } from '../../face/outcome.js';
import { readFace, toDataUrl } from '../../test-support/faces.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { figuresOf, hire, punch, setUpCompany, workDay, type Company } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestResponse, type TestServer } from '../../test-support/testServer.js';

const startServer = trackedTestServers(afterEach);
const ENTRADA = 'kiosko-de-la-entrada-01';
const BODEGA = 'kiosko-de-la-bodega-02';
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
const NO_ACCESS = { code: 'mi_asistencia_sin_acceso', error: 'Tu sesión de «Mi asistencia» terminó. Checa otra vez para abrirla.' };

type Box = {
  server: TestServer;
  clock: MovableClock;
  company: Company;
  ana: number;
  luis: number;
  at: (local: string) => void;
  /** The camera now sees this employee. */
  sees: (empleadoId: number) => void;
};

async function approveKiosk(server: TestServer, fingerprint: string, sucursalId?: number) {
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body.find((d: { status: string }) => d.status === 'pending');
  expect((await server.request('POST', `/api/devices/${device.id}/approve`, sucursalId ? { sucursalId } : undefined)).status).toBe(200);
}

async function box(): Promise<Box> {
  const clock = movableClock('2026-03-28T07:00:00-06:00'); // manual punches must not be in the future
  const server = await startServer({ env: { TZ: 'America/Mexico_City' }, clock });
  expect((await server.request('PUT', '/api/inicio-registro', { fecha: '2026-01-05', motivo: 'Primer día del reloj' })).status).toBe(200);
  // Punches minutes apart in these tests are the next person, or a salida wanted at once.
  expect((await server.request('PUT', '/api/reglas', { minutosMinimosJornada: 0 })).status).toBe(200);
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { bonoNombre: 'ASISTENCIA', numeroEmpleado: '0042' });
  const luis = await hire(server, company, { nombre: 'LUIS MORA', numeroEmpleado: '0043' });
  await approveKiosk(server, ENTRADA);
  await approveKiosk(server, BODEGA);
  for (const fecha of ['2026-03-23', '2026-03-26', '2026-03-27']) await workDay(server, ana, fecha, '09:00', '18:00');
  await punch(server, ana, '2026-03-25T09:00');
  const sees = (empleadoId: number) => {
    const seen: FaceMatch = {
      kind: 'match',
      employeeId: empleadoId,
      score: 0.81,
      margin: 0.3,
      liveness: 0.97,
      livenessOk: true,
      challenged: false,
      crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      embedding: new Float32Array(512),
    };
    server.services.faces.identify = async () => seen;
  };
  const at = (local: string) => clock.set(`${local}:00-06:00`);
  at('2026-03-28T08:58');
  return { server, clock, company, ana, luis, at, sees };
}

const checkIn = (b: Box, fingerprint = ENTRADA) =>
  b.server.anonymous('POST', '/api/attendance/check-in', { image: PHOTO }, { 'X-Device-Fingerprint': fingerprint });

/** A face punch of `empleadoId` at `fingerprint`; its token. */
async function punchAndToken(b: Box, empleadoId: number, fingerprint = ENTRADA): Promise<string> {
  b.sees(empleadoId);
  const response = await checkIn(b, fingerprint);
  expect(response.status, response.text).toBe(201);
  expect(response.body.miAsistencia).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), expira: expect.any(String) });
  return response.body.miAsistencia.token;
}

const kiosk = (b: Box, method: string, path: string, token: string | null, body?: unknown, fingerprint = ENTRADA): Promise<TestResponse> =>
  b.server.anonymous(method, path, body, { 'X-Device-Fingerprint': fingerprint, ...(token === null ? {} : { 'X-Mi-Asistencia': token }) });
const miAsistencia = (b: Box, token: string | null, fingerprint = ENTRADA) => kiosk(b, 'GET', '/api/kiosk/mi-asistencia', token, undefined, fingerprint);
const solicitar = (b: Box, token: string, body: Record<string, unknown>, fingerprint = ENTRADA) =>
  kiosk(b, 'POST', '/api/kiosk/solicitudes', token, body, fingerprint);
const pendientes = async (b: Box) => (await b.server.request('GET', '/api/solicitudes?estado=pendiente')).body as { id: number }[];

const WEEK = ['2026-03-23', '2026-03-29'] as const;
const figures = (b: Box) => figuresOf(b.server, b.ana, ...WEEK);

type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
async function signIn(server: TestServer, usuario: string, rol: 'gerente' | 'consulta', sucursalIds: number[]): Promise<Caller> {
  const password = 'una-contraseña-larga';
  expect((await server.request('POST', '/api/usuarios', { usuario, password, rol, sucursalIds })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

describe("'Mi asistencia' at the kiosk", () => {
  it("opens from a face punch with the week as the pre-nómina reads it, the vacation balance and the turno, and no money unless 'importesEnKiosco'", async () => {
    const b = await box();
    const token = await punchAndToken(b, b.ana);
    const response = await miAsistencia(b, token);
    expect(response.status, response.text).toBe(200);
    const view = response.body;
    expect(view.empleado).toEqual({ id: b.ana, nombre: 'ANA LÓPEZ' });
    expect(view.periodo).toMatchObject({ desde: '2026-03-23', hasta: '2026-03-29', tipo: 'semanal' });
    const day = (fecha: string) => view.dias.find((d: { fecha: string }) => d.fecha === fecha);
    expect(day('2026-03-23')).toMatchObject({ estado: 'asistencia', entradas: ['09:00'], salidas: ['18:00'], minutosTrabajados: 540, justificable: false });
    expect(day('2026-03-24')).toMatchObject({ estado: 'falta', falta: true, entradas: [], justificable: true });
    expect(day('2026-03-25')).toMatchObject({ estado: 'sin_salida', sinSalida: true, entradas: ['09:00'], salidas: [], justificable: true });
    expect(day('2026-03-28')).toMatchObject({ entradas: ['08:58'], turno: '09:00 a 18:00' });
    expect(view.totales).toMatchObject({ faltas: 1, retardos: 0, diasTrabajados: 5 });
    // Hired 2026-01-05: no anniversary yet, none pending; the first opens on 2027-01-05 with 12 days (LFT art. 76).
    expect(view.vacaciones).toEqual({ pendientes: 0, proximoAniversario: '2027-01-05', diasProximoAniversario: 12 });
    expect(view.turno.semana.map((d: { turno: string }) => d.turno)).toEqual([...Array(6).fill('09:00 a 18:00'), 'Descanso']);
    expect(view.turno.proximoDescanso).toBe('2026-03-29');
    expect(view.importes).toBeNull();
    expect(JSON.stringify(view)).not.toMatch(/315\.5|sueldo/);

    expect((await b.server.request('PUT', '/api/reglas', { importesEnKiosco: true })).status).toBe(200);
    const withMoney = (await miAsistencia(b, token)).body;
    expect(withMoney.importes).toMatchObject({ sueldo: expect.any(Number), total: expect.any(Number) });
  });

  it('opens from a NIP punch too, marked as such', async () => {
    const b = await box();
    expect((await b.server.request('PUT', `/api/employees/${b.ana}/pin`, { pin: '4821' })).status).toBe(204);
    const photo = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');
    const response = await b.server.anonymous(
      'POST',
      '/api/attendance/check-in-pin',
      { numeroEmpleado: '0042', pin: '4821', image: photo },
      { 'X-Device-Fingerprint': ENTRADA },
    );
    expect(response.status, response.text).toBe(201);
    const sent = await solicitar(b, response.body.miAsistencia.token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Trámite' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.reconocimiento).toMatchObject({ metodo: 'nip', similitud: null, veredictoVida: 'nip' });
  });

  it('refuses without a token, after it expires, from another kiosk, after Cerrar (also replayed), and once another person punched there', async () => {
    const b = await box();
    expect(await miAsistencia(b, null)).toMatchObject({ status: 401, body: NO_ACCESS });
    expect((await b.server.anonymous('GET', '/api/kiosk/mi-asistencia', undefined, { 'X-Mi-Asistencia': 'x' })).status).toBe(403); // no kiosk

    const token = await punchAndToken(b, b.ana);
    expect((await miAsistencia(b, token, BODEGA)).status).toBe(401);
    expect((await miAsistencia(b, `${token}x`)).status).toBe(401);
    expect((await miAsistencia(b, token)).status).toBe(200);

    // Each use keeps it 3 minutes more: 2 min, 2 min, then 3 min 1 s of silence.
    b.at('2026-03-28T09:00');
    expect((await miAsistencia(b, token)).status).toBe(200);
    b.at('2026-03-28T09:02');
    expect((await miAsistencia(b, token)).status).toBe(200);
    b.clock.set('2026-03-28T09:05:01-06:00');
    expect(await miAsistencia(b, token)).toMatchObject({ status: 401, body: NO_ACCESS });
    expect((await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Trámite' })).status).toBe(401);

    // Cerrar ends it at once; the same token replayed, for reading or for sending, gets 401.
    b.at('2026-03-28T09:10');
    const second = await punchAndToken(b, b.ana, BODEGA);
    expect((await kiosk(b, 'POST', '/api/kiosk/mi-asistencia/cerrar', second, {}, BODEGA)).status).toBe(204);
    expect((await miAsistencia(b, second, BODEGA)).status).toBe(401);
    expect((await solicitar(b, second, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Trámite' }, BODEGA)).status).toBe(401);
    expect((await kiosk(b, 'POST', '/api/kiosk/mi-asistencia/cerrar', second, {}, BODEGA)).status).toBe(401);

    // Another person punches at the same kiosk: Ana's session ends; Luis's token shows Luis only.
    b.at('2026-03-28T09:20');
    const anas = await punchAndToken(b, b.ana);
    const luiss = await punchAndToken(b, b.luis);
    expect((await miAsistencia(b, anas)).status).toBe(401);
    expect((await miAsistencia(b, luiss)).body.empleado).toEqual({ id: b.luis, nombre: 'LUIS MORA' });
    const asLuis = await solicitar(b, luiss, { tipo: 'olvido', fecha: '2026-03-27', hora: '18:00' });
    expect(asLuis.body).toMatchObject({ empleadoId: b.luis, empleado: 'LUIS MORA' });
    expect(b.server.db.prepare('SELECT COUNT(*) AS n FROM solicitudes WHERE empleado_id = ?').get(b.ana)).toEqual({ n: 0 });
    // Only hashes are stored.
    const hashes = b.server.db.prepare('SELECT token_hash FROM mi_asistencia_sesiones').all() as { token_hash: string }[];
    expect(hashes.map((h) => h.token_hash)).not.toContain(anas);
  });
});

describe('requests from the kiosk and their answers in the panel', () => {
  it("justificación of Tuesday's falta: stored with the recognition, approved as a falta justificada; the bono de asistencia comes back (+200.00)", async () => {
    const b = await box();
    const token = await punchAndToken(b, b.ana);
    const before = await figures(b);
    // Hand: Tuesday is the week's only falta, so the ASISTENCIA bono (lost with 1) is lost: faltas 1, bonos 0.00.
    expect(before).toMatchObject({ faltas: 1, bonos: 0 });
    const sent = await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Cita médica', nota: 'Clínica 27 del IMSS' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toMatchObject({
      tipo: 'justificacion',
      estado: 'pendiente',
      descripcion: 'Justificar el 24/03/2026: Cita médica',
      reconocimiento: { metodo: 'rostro', similitud: 0.81, vida: 0.97, veredictoVida: 'real', hora: '2026-03-28T14:58:00.000Z' },
    });
    const [listed] = (await b.server.request('GET', '/api/solicitudes?estado=pendiente')).body;
    expect(listed).toMatchObject({ id: sent.body.id, empleado: 'ANA LÓPEZ', motivo: 'Cita médica', checadas: [] });

    const approved = await b.server.request('POST', `/api/solicitudes/${sent.body.id}/aprobar`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ estado: 'aprobada', respondidaPor: 'admin' });
    const incidencia = b.server.db.prepare("SELECT tipo, nota, creado_por FROM incidencias WHERE fecha = '2026-03-24'").get();
    expect(incidencia).toEqual({ tipo: 'falta_justificada', nota: `Solicitud n.º ${sent.body.id}: Cita médica: Clínica 27 del IMSS`, creado_por: 'admin' });

    const after = await figures(b);
    // Hand: the falta becomes a falta justificada (unpaid, never a falta): faltas 0, the bono earned, total + 200.00.
    expect(after).toMatchObject({ faltas: 0, bonos: 200 });
    expect(Math.round((after.total - before.total) * 100)).toBe(20_000);
    const acciones = (b.server.db.prepare('SELECT accion FROM auditoria ORDER BY id').all() as { accion: string }[]).map((a) => a.accion);
    expect(acciones.slice(-2)).toEqual(['incidencias.crear', 'solicitudes.aprobar']);

    // The answer reaches Ana at her next punch, once.
    b.at('2026-03-28T18:05');
    b.sees(b.ana);
    const salida = await checkIn(b);
    expect(salida.body.estado.aviso).toContain('Tu solicitud del 24/03 fue aprobada.');
    b.at('2026-03-28T18:30');
    const later = await checkIn(b);
    expect(later.body.estado?.aviso ?? '').not.toContain('Tu solicitud');
  });

  it("an IMSS incapacidad needs its folio (422 naming it) and becomes an 'incapacidad' with the folio in the note", async () => {
    const b = await box();
    const token = await punchAndToken(b, b.ana);
    const missing = await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Incapacidad IMSS' });
    expect(missing).toMatchObject({ status: 422, body: { code: 'validation_failed', field: 'folio', error: 'Escribe el folio de la incapacidad del IMSS.' } });
    expect((await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Flojera' })).body.field).toBe('motivo');
    expect((await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-23', motivo: 'Trámite' })).body).toMatchObject({
      field: 'fecha',
      error: 'El 23 de marzo de 2026 no tiene falta, retardo ni salida sin checar.',
    });
    const sent = await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Incapacidad IMSS', folio: 'AB123456' });
    expect(sent.status, sent.text).toBe(201);
    expect((await b.server.request('POST', `/api/solicitudes/${sent.body.id}/aprobar`)).status).toBe(200);
    expect(b.server.db.prepare("SELECT tipo, nota FROM incidencias WHERE fecha = '2026-03-24'").get()).toEqual({
      tipo: 'incapacidad',
      nota: `Solicitud n.º ${sent.body.id}: folio IMSS AB123456`,
    });
  });

  it("'Olvidé checar' Wednesday's 19:30 salida: approved as a manual punch named after the request, chained and audited; overtime + 118.31", async () => {
    const b = await box();
    expect((await b.server.request('PUT', '/api/reglas', { horasExtraRequierenAutorizacion: false })).status).toBe(200);
    const token = await punchAndToken(b, b.ana);
    const before = await figures(b);
    expect(before.dias.find((d: { fecha: string }) => d.fecha === '2026-03-25')).toMatchObject({ estado: 'sin_salida', salida: null });
    const future = await solicitar(b, token, { tipo: 'olvido', fecha: '2026-03-28', hora: '19:30' });
    expect(future).toMatchObject({ status: 422, body: { field: 'hora' } });
    const sent = await solicitar(b, token, { tipo: 'olvido', fecha: '2026-03-25', hora: '19:30' });
    expect(sent.status, sent.text).toBe(201);
    const [listed] = (await b.server.request('GET', '/api/solicitudes')).body;
    expect(listed.checadas).toEqual([{ id: expect.any(Number), hora: '2026-03-25T15:00:00.000Z', tipo: 'entrada', metodo: 'manual' }]);
    const links = () => (b.server.db.prepare("SELECT COUNT(*) AS n FROM registro WHERE tipo = 'checada'").get() as { n: number }).n;
    const linksBefore = links();

    const approved = await b.server.request('POST', `/api/solicitudes/${sent.body.id}/aprobar`);
    expect(approved.status, approved.text).toBe(200);
    const manual = b.server.db.prepare("SELECT tipo, hora, manual, motivo, registrado_por FROM checadas WHERE fecha_local = '2026-03-25' ORDER BY hora").all();
    expect(manual[1]).toEqual({
      tipo: 'salida',
      hora: '2026-03-26T01:30:00.000Z',
      manual: 1,
      motivo: `Solicitud n.º ${sent.body.id} de ANA LÓPEZ`,
      registrado_por: 'admin',
    });
    expect(links()).toBe(linksBefore + 1);
    const audit = b.server.db.prepare("SELECT accion FROM auditoria WHERE accion IN ('checadas.manual', 'solicitudes.aprobar') ORDER BY id").all();
    expect(audit.slice(-2)).toEqual([{ accion: 'checadas.manual' }, { accion: 'solicitudes.aprobar' }]);

    const after = await figures(b);
    expect(after.dias.find((d: { fecha: string }) => d.fecha === '2026-03-25')).toMatchObject({ estado: 'asistencia', salida: '19:30' });
    // Hand: 18:00 to 19:30 is 90 min past the salida, three 30-min blocks, double (LFT art. 67). The hour is the paid
    // shift's: 315.50 / 8 h (09:00-18:00 less 60 min of meal) = 39.4375; 1.5 h x 2 x 39.4375 = 118.3125 -> 118.31.
    // The day was already paid as worked (a missing salida is not a falta), so sueldo and séptimo do not move.
    expect(Math.round((after.horasExtra - before.horasExtra) * 100)).toBe(11_831);
    expect(Math.round((after.total - before.total) * 100)).toBe(11_831);
    expect(after.sueldo).toBe(before.sueldo);
  });

  it('vacaciones: answers the days it uses and the balance left, over the balance marked; approved one incidencia per working day; rejected with a reason', async () => {
    const b = await box();
    // Hired 2026-01-05, Ana has no vacation day yet (the first year opens on its anniversary, LFT art. 76). Sunday 29
    // to Wednesday 1 April: Sunday is her rest day, so 3 working days, 3 beyond the balance: sent anyway, marked.
    const token = await punchAndToken(b, b.ana);
    const sent = await solicitar(b, token, { tipo: 'vacaciones', desde: '2026-03-29', hasta: '2026-04-01', motivo: 'Viaje familiar' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toMatchObject({
      diasVacaciones: ['2026-03-30', '2026-03-31', '2026-04-01'],
      saldoRestante: -3,
      sobreSaldo: true,
      descripcion: 'Vacaciones del 29/03/2026 al 01/04/2026 (3 días)',
    });
    const approved = await b.server.request('POST', `/api/solicitudes/${sent.body.id}/aprobar`);
    expect(approved.status, approved.text).toBe(200);
    expect(b.server.db.prepare("SELECT fecha, nota FROM incidencias WHERE tipo = 'vacaciones' ORDER BY fecha").all()).toEqual(
      ['2026-03-30', '2026-03-31', '2026-04-01'].map((fecha) => ({ fecha, nota: `Solicitud n.º ${sent.body.id}` })),
    );

    const other = await solicitar(b, token, { tipo: 'vacaciones', desde: '2026-04-06', hasta: '2026-04-06' });
    expect(other.status).toBe(201);
    expect((await b.server.request('POST', `/api/solicitudes/${other.body.id}/rechazar`, {})).body).toMatchObject({ field: 'motivo' });
    const rejected = await b.server.request('POST', `/api/solicitudes/${other.body.id}/rechazar`, { motivo: 'Es semana de inventario' });
    expect(rejected.body).toMatchObject({ estado: 'rechazada', motivoRechazo: 'Es semana de inventario' });
    expect((await b.server.request('POST', `/api/solicitudes/${other.body.id}/aprobar`)).status).toBe(409);
    expect(b.server.db.prepare("SELECT COUNT(*) AS n FROM incidencias WHERE fecha = '2026-04-06'").get()).toEqual({ n: 0 });

    b.at('2026-03-28T18:05');
    b.sees(b.ana);
    const aviso = (await checkIn(b)).body.estado.aviso;
    expect(aviso).toContain('Tu solicitud del 29/03 fue aprobada.');
    expect(aviso).toContain('Tu solicitud del 06/04 fue rechazada: Es semana de inventario.');
    // Both answers travel to headquarters with the request.
    const events = b.server.db.prepare("SELECT datos FROM eventos_salida WHERE tipo = 'solicitud.guardada'").all() as { datos: string }[];
    expect(events.map((e) => JSON.parse(e.datos).estado)).toEqual(['pendiente', 'aprobada', 'pendiente', 'rechazada']);
  });

  it('refuses a day in a closed period (409 with the reason), and approving once the day was closed (409, reabre el periodo)', async () => {
    const b = await box();
    const periodo = (await b.server.request('POST', '/api/periodos', { desde: '2026-03-16', hasta: '2026-03-22' })).body;
    expect((await b.server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).status).toBe(200);
    const token = await punchAndToken(b, b.ana);
    const closed = await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-17', motivo: 'Transporte' });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      code: 'periodo_cerrado',
      error: 'El periodo del 16 al 22 de marzo de 2026 está cerrado: no se pueden enviar solicitudes del 17 de marzo de 2026.',
    });

    const sent = await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Transporte' });
    const week = (await b.server.request('POST', '/api/periodos', { desde: '2026-03-23', hasta: '2026-03-29' })).body;
    expect((await b.server.request('POST', `/api/periodos/${week.id}/cerrar`, { anticipado: true })).status).toBe(200);
    const late = await b.server.request('POST', `/api/solicitudes/${sent.body.id}/aprobar`);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/reabre el periodo/);
    expect((await pendientes(b)).map((s) => s.id)).toEqual([sent.body.id]);
  });

  it('refuses a sixth open request (409), a note with control or bidi characters (422) and bad fields (422 naming the field)', async () => {
    const b = await box();
    const token = await punchAndToken(b, b.ana);
    const bidi = await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Otro', nota: 'pagar \u202Eoremac' });
    expect(bidi).toMatchObject({ status: 422, body: { field: 'nota', error: 'La nota tiene caracteres no permitidos (de control o invisibles).' } });
    expect((await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Otro', nota: 'a\u0007b' })).status).toBe(422);
    expect((await solicitar(b, token, { tipo: 'olvido', fecha: '2026-03-25' })).body).toMatchObject({ field: 'hora' });
    expect((await solicitar(b, token, { tipo: 'permiso' })).body.field).toBe('tipo');
    expect((await solicitar(b, token, { tipo: 'vacaciones', desde: '2026-04-10', hasta: '2026-04-01' })).body.field).toBe('hasta');
    expect(b.server.db.prepare('SELECT COUNT(*) AS n FROM solicitudes').get()).toEqual({ n: 0 });

    for (const hora of ['08:00', '08:10', '08:20', '08:30', '08:40'])
      expect((await solicitar(b, token, { tipo: 'olvido', fecha: '2026-03-24', hora })).status).toBe(201);
    const sixth = await solicitar(b, token, { tipo: 'olvido', fecha: '2026-03-24', hora: '08:50' });
    expect(sixth).toMatchObject({ status: 409, body: { code: 'solicitudes_abiertas' } });
    // Once one is answered, a new one may be sent.
    await b.server.request('POST', `/api/solicitudes/${(await pendientes(b))[0]!.id}/rechazar`, { motivo: 'Repetida' });
    expect((await solicitar(b, token, { tipo: 'olvido', fecha: '2026-03-24', hora: '08:50' })).status).toBe(201);
  });

  it("keeps each branch's requests to its gerente (another branch's: 404), lets consulta read only, and applies one of two approvals at once", async () => {
    const b = await box();
    const norte = (await b.server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id as number;
    const token = await punchAndToken(b, b.ana);
    const sent = await solicitar(b, token, { tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Trámite' });
    const otro = await signIn(b.server, 'gerente_norte', 'gerente', [norte]);
    expect(await otro('POST', `/api/solicitudes/${sent.body.id}/aprobar`)).toMatchObject({ status: 404, body: { code: 'solicitud_not_found' } });
    expect((await otro('POST', `/api/solicitudes/${sent.body.id}/rechazar`, { motivo: 'No' })).status).toBe(404);
    expect((await otro('GET', '/api/solicitudes')).body).toEqual([]);
    const consulta = await signIn(b.server, 'consulta_centro', 'consulta', [b.company.sucursalId]);
    expect((await consulta('GET', '/api/solicitudes')).body).toHaveLength(1);
    expect((await consulta('POST', `/api/solicitudes/${sent.body.id}/aprobar`)).status).toBe(403);
    const gerente = await signIn(b.server, 'gerente_centro', 'gerente', [b.company.sucursalId]);

    const answers = await Promise.all([
      gerente('POST', `/api/solicitudes/${sent.body.id}/aprobar`),
      b.server.request('POST', `/api/solicitudes/${sent.body.id}/aprobar`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'solicitud_respondida', error: 'Esta solicitud ya fue aprobada.' });
    expect(b.server.db.prepare("SELECT COUNT(*) AS n FROM incidencias WHERE fecha = '2026-03-24'").get()).toEqual({ n: 1 });
  });
});

describe("'Olvidé checar' at the day's edges (box time, while UTC is already tomorrow)", () => {
  it('at 23:30 a forgotten 23:00 is taken and 23:45 has not come yet; at 00:30 the day before is still askable', async () => {
    const b = await box();
    b.at('2026-03-27T23:30'); // 05:30 UTC on the 28th
    const token = await punchAndToken(b, b.luis);
    const earlier = await solicitar(b, token, { tipo: 'olvido', fecha: '2026-03-27', hora: '23:00', motivo: 'Salí tarde' });
    expect(earlier.status, earlier.text).toBe(201);
    expect(earlier.body).toMatchObject({ fecha: '2026-03-27', hora: '23:00' });
    const later = await solicitar(b, token, { tipo: 'olvido', fecha: '2026-03-27', hora: '23:45', motivo: 'Salí tarde' });
    expect(later.status).toBe(422);
    expect(later.body).toMatchObject({ error: 'Esa hora todavía no llega.', field: 'hora' });

    b.at('2026-03-28T00:30'); // 06:30 UTC
    const next = await punchAndToken(b, b.luis);
    const yesterday = await solicitar(b, next, { tipo: 'olvido', fecha: '2026-03-27', hora: '23:55', motivo: 'Salí tarde' });
    expect(yesterday.status, yesterday.text).toBe(201);
    expect(await pendientes(b)).toHaveLength(2);
  });
});
