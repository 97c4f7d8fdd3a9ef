import { afterEach, describe, expect, it } from 'vitest';
import type { FaceMatch } from '../../face/outcome.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);
const fingerprint = 'kiosko-arco-01';

/** An employee with a consent, two templates, two kiosk punches with photos and an incidencia; and a colleague with a punch. */
async function box() {
  const clock = movableClock('2026-11-23T15:00:00.000Z');
  const server = await start({ env: { TZ: 'America/Mexico_City' }, clock });
  const company = await setUpCompany(server);
  const empleadoId = await hire(server, company, { nombre: 'Rosa Martínez', horaEntrada: '00:00', horaSalida: '23:59' });
  const colega = await hire(server, company, { nombre: 'Luis Gómez', numeroEmpleado: 'E-2', horaEntrada: '00:00', horaSalida: '23:59' });
  await server.request('PUT', '/api/privacidad', {
    responsable: 'La Esperanza',
    domicilio: 'Av. Juárez 120',
    contacto: 'rh@laesperanza.mx',
    diasFotos: 90,
    diasPlantillasBaja: 30,
  });
  await server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'Rosa Martinez' });
  for (const id of [empleadoId, empleadoId, colega]) {
    server.db
      .prepare(
        "INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at) VALUES (?, zeroblob(2048), 'm', 0.9, x'ffd8ffd9', '2026-11-01T00:00:00Z')",
      )
      .run(id);
  }
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  await server.request('POST', `/api/devices/${device.id}/approve`);
  await server.request('PUT', `/api/devices/${device.id}`, { nombre: 'Entrada principal', sucursalId: company.sucursalId });
  const punchAs = async (employeeId: number, iso: string) => {
    const seen: FaceMatch = {
      kind: 'match',
      employeeId,
      score: 0.5,
      margin: 0.15,
      liveness: 0.97,
      livenessOk: true,
      challenged: false,
      crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      embedding: new Float32Array(512),
    };
    server.services.faces.identify = async () => seen;
    clock.set(iso);
    expect(
      (await server.anonymous('POST', '/api/attendance/check-in', { image: 'data:image/jpeg;base64,/9j/' }, { 'X-Device-Fingerprint': fingerprint })).status,
    ).toBe(201);
  };
  await punchAs(empleadoId, '2026-11-23T15:00:00.000Z');
  await punchAs(empleadoId, '2026-11-23T15:30:00.000Z');
  await punchAs(colega, '2026-11-23T15:40:00.000Z');
  await server.request('POST', '/api/incidencias', { empleadoId, fecha: '2026-11-24', tipo: 'permiso_con_goce', nota: 'Cita médica' });
  return { server, empleadoId, colega };
}

const count = (server: TestServer, sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;

describe('derechos ARCO: GET /api/employees/:id/datos and POST /api/employees/:id/cancelar-biometricos', () => {
  it('exports everything held on the person as a JSON file, says a template exists and never includes it', async () => {
    const { server, empleadoId, colega: colegaId } = await box();
    // A forgotten entrada added by hand: the export reads the day as 'Asistencias' does (entrada, salida, entrada).
    expect((await server.request('POST', '/api/attendance/manual', { empleadoId, hora: '2026-11-23T08:00', motivo: 'Olvidó checar' })).status).toBe(201);
    const response = await server.request('GET', `/api/employees/${empleadoId}/datos`);
    expect(response.status).toBe(200);
    // Named after the person (accents folded; the id when there is no número de empleado), dated in the box's local time.
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="datos_ROSA_MARTINEZ_${empleadoId}.json"`);
    const datos = JSON.parse(response.text);
    expect(datos.generadoEn).toBe('2026-11-23T09:40:00-06:00');
    expect(datos.consentimientos[0].fecha).toBe('2026-11-23T09:00:00-06:00');
    expect(datos.empleado).toMatchObject({ id: empleadoId, nombre: 'ROSA MARTÍNEZ', sucursal: 'CENTRO', puesto: 'CAJERO' });
    expect(datos.consentimientos).toEqual([expect.objectContaining({ version: 1, confirmacion: 'Rosa Martinez', registradoPor: 'admin', retiradoEn: null })]);
    expect(datos.rostro).toEqual({
      plantillas: 2,
      nota: 'El reloj checador guarda 2 plantillas biométricas de tu rostro; por seguridad no se incluyen en este archivo.',
    });
    expect(datos.checadas).toEqual([
      {
        hora: '2026-11-23T08:00:00-06:00',
        diaLaboral: '2026-11-23',
        tipo: 'entrada',
        sucursal: 'CENTRO',
        dispositivo: 'Checada manual',
        manual: true,
        metodo: 'manual',
        motivo: 'Olvidó checar',
        conFoto: false,
        anulada: null,
      },
      {
        hora: '2026-11-23T09:00:00-06:00',
        diaLaboral: '2026-11-23',
        tipo: 'salida',
        sucursal: 'CENTRO',
        dispositivo: 'Entrada principal',
        manual: false,
        metodo: 'rostro',
        motivo: null,
        conFoto: true,
        anulada: null,
      },
      {
        hora: '2026-11-23T09:30:00-06:00',
        diaLaboral: '2026-11-23',
        tipo: 'entrada',
        sucursal: 'CENTRO',
        dispositivo: 'Entrada principal',
        manual: false,
        metodo: 'rostro',
        motivo: null,
        conFoto: true,
        anulada: null,
      },
    ]);
    expect(datos.incidencias).toEqual([
      { fecha: '2026-11-24', tipo: 'permiso_con_goce', minutos: null, nota: 'Cita médica', registradaPor: 'admin', registradaEn: '2026-11-23T09:40:00-06:00' },
    ]);
    expect(response.text).not.toMatch(/embedding|AAAAAAAA/);
    expect(count(server, "SELECT COUNT(*) AS n FROM auditoria WHERE accion = 'arco.exportar'")).toBe(1);
    // The colleague's file carries their número de empleado, in safe characters only.
    const colega = await server.request('GET', `/api/employees/${colegaId}/datos`);
    expect(colega.headers.get('content-disposition')).toBe('attachment; filename="datos_LUIS_GOMEZ_E_2.json"');
  });

  it('cancels the biometric data now: templates and punch photos go, the punches stay, the colleague keeps everything', async () => {
    const { server, empleadoId, colega } = await box();
    const cancelled = await server.request('POST', `/api/employees/${empleadoId}/cancelar-biometricos`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ plantillasBorradas: 2, fotosBorradas: 2 });
    expect(count(server, 'SELECT COUNT(*) AS n FROM rostros WHERE empleado_id = ?', empleadoId)).toBe(0);
    expect(count(server, 'SELECT COUNT(*) AS n FROM checadas WHERE empleado_id = ?', empleadoId)).toBe(2);
    expect(count(server, 'SELECT COUNT(*) AS n FROM checadas WHERE empleado_id = ? AND snapshot_jpeg IS NOT NULL', empleadoId)).toBe(0);
    expect(count(server, 'SELECT COUNT(*) AS n FROM rostros WHERE empleado_id = ?', colega)).toBe(1);
    expect(count(server, 'SELECT COUNT(*) AS n FROM checadas WHERE empleado_id = ? AND snapshot_jpeg IS NOT NULL', colega)).toBe(1);
    expect(count(server, "SELECT COUNT(*) AS n FROM auditoria WHERE accion = 'arco.cancelar_biometricos'")).toBe(1);
    const datos = JSON.parse((await server.request('GET', `/api/employees/${empleadoId}/datos`)).text);
    expect(datos.rostro.plantillas).toBe(0);
    expect(datos.checadas.map((c: { conFoto: boolean }) => c.conFoto)).toEqual([false, false]);
  });

  it('answers 404 for an unknown employee and 401 without a session, changing nothing', async () => {
    const { server, empleadoId } = await box();
    expect((await server.request('GET', '/api/employees/999/datos')).status).toBe(404);
    expect((await server.request('POST', '/api/employees/999/cancelar-biometricos')).status).toBe(404);
    expect((await server.anonymous('GET', `/api/employees/${empleadoId}/datos`)).status).toBe(401);
    expect((await server.anonymous('POST', `/api/employees/${empleadoId}/cancelar-biometricos`)).status).toBe(401);
    expect(count(server, 'SELECT COUNT(*) AS n FROM rostros')).toBe(3);
  });
});
