import { createHash } from 'node:crypto';
import { privacidadText } from '@reloj/contract/privacidad';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);

const NOTICE = {
  responsable: 'Abarrotes La Esperanza, S.A. de C.V.',
  domicilio: 'Av. Juárez 120, Centro, 44100 Guadalajara, Jal.',
  contacto: 'privacidad@laesperanza.mx o en la oficina de Recursos Humanos',
  diasFotos: 90,
  diasPlantillasBaja: 30,
};

const audit = (server: TestServer, accion: string) =>
  server.db.prepare('SELECT usuario, accion, antes, despues FROM auditoria WHERE accion = ? ORDER BY id').all(accion) as {
    usuario: string;
    antes: string | null;
    despues: string;
  }[];
const consentRows = (server: TestServer) => (server.db.prepare('SELECT COUNT(*) AS n FROM consentimientos').get() as { n: number }).n;

/** A stored template (the embedding's bytes do not matter here): what withdrawing a consent must delete. */
function storeTemplate(server: TestServer, empleadoId: number) {
  server.db
    .prepare(
      "INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at) VALUES (?, zeroblob(2048), 'm', 0.9, x'ffd8ffd9', '2026-11-01T00:00:00Z')",
    )
    .run(empleadoId);
}

describe('the privacy notice: GET/PUT /api/privacidad, GET /api/privacidad/aviso', () => {
  it('starts empty, answers 401 to the admin routes without a session, and is public to read', async () => {
    const server = await start();
    expect((await server.request('GET', '/api/privacidad')).body).toEqual({ aviso: null });
    expect((await server.anonymous('GET', '/api/privacidad/aviso')).body).toEqual({ aviso: null });
    expect((await server.anonymous('GET', '/api/privacidad')).status).toBe(401);
    expect((await server.anonymous('PUT', '/api/privacidad', NOTICE)).status).toBe(401);
  });

  it('publishes a version with both texts and the SHA-256 of the full one; a save with no change keeps the version', async () => {
    const server = await start({ clock: movableClock('2026-11-25T16:00:00.000Z') });
    const saved = await server.request('PUT', '/api/privacidad', NOTICE);
    expect(saved.status).toBe(200);
    const aviso = saved.body.aviso;
    expect(aviso).toMatchObject({ ...NOTICE, version: 1, publicadoEn: '2026-11-25T16:00:00.000Z' });
    expect(aviso.sha256).toBe(createHash('sha256').update(aviso.integral, 'utf8').digest('hex'));
    for (const part of [
      NOTICE.responsable,
      NOTICE.domicilio,
      NOTICE.contacto,
      'datos biométricos',
      'se borran a los 90 días',
      '30 días después de tu baja',
      'acceder a tus datos, rectificarlos, cancelarlos u oponerte',
      'retirar tu consentimiento',
      'nuevo número de versión',
      'con tu número de empleado y un NIP',
    ]) {
      expect(aviso.integral).toContain(part);
    }
    expect(aviso.simplificado).toContain('solo para registrar tu asistencia');
    expect(aviso.simplificado).toContain(NOTICE.contacto);
    expect((await server.anonymous('GET', '/api/privacidad/aviso')).body).toEqual({ aviso });
    expect(audit(server, 'privacidad.publicar')).toEqual([
      { usuario: 'admin', accion: 'privacidad.publicar', antes: null, despues: expect.stringContaining('"version":1') },
    ]);

    expect((await server.request('PUT', '/api/privacidad', NOTICE)).body.aviso.version).toBe(1);
    const changed = await server.request('PUT', '/api/privacidad', { ...NOTICE, diasFotos: 30 });
    expect(changed.body.aviso).toMatchObject({ version: 2, diasFotos: 30 });
    expect(changed.body.aviso.integral).toContain('se borran a los 30 días');
    expect(audit(server, 'privacidad.publicar')).toHaveLength(2);
    // A published version is a record: it cannot be changed or deleted.
    expect(() => server.db.prepare("UPDATE avisos_privacidad SET responsable = 'Otro' WHERE version = 1").run()).toThrow(/solo inserción/);
    expect(() => server.db.prepare('DELETE FROM avisos_privacidad').run()).toThrow(/solo inserción/);
  });

  it.each([
    [{ ...NOTICE, responsable: '   ' }, 'responsable', 'El nombre del responsable es obligatorio.'],
    [{ ...NOTICE, domicilio: undefined }, 'domicilio', 'El domicilio es obligatorio.'],
    [{ ...NOTICE, diasFotos: 0 }, 'diasFotos', 'El plazo de las fotos de checada debe ser de al menos 1 día.'],
    [{ ...NOTICE, diasPlantillasBaja: 2.5 }, 'diasPlantillasBaja', 'El plazo de los rostros tras una baja debe ser un número entero de días.'],
    [{ ...NOTICE, contacto: 'x'.repeat(201) }, 'contacto', 'El contacto para solicitudes no puede pasar de 200 caracteres.'],
  ])('refuses %j with a Spanish 422 naming the field, and publishes nothing', async (body, field, error) => {
    const server = await start();
    const refused = await server.request('PUT', '/api/privacidad', body);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ field, error });
    expect((await server.request('GET', '/api/privacidad')).body).toEqual({ aviso: null });
  });
});

describe('the employee consent: POST/DELETE /api/employees/:id/consentimiento', () => {
  async function company() {
    const server = await start({ clock: movableClock('2026-11-25T16:00:00.000Z') });
    const empleadoId = await hire(server, await setUpCompany(server), { nombre: 'José Pérez Núñez' });
    return { server, empleadoId };
  }

  it('needs a published notice first', async () => {
    const { server, empleadoId } = await company();
    const refused = await server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'José Pérez Núñez' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'privacy_notice_missing', error: privacidadText.sinAviso });
    expect(consentRows(server)).toBe(0);
  });

  it('records the consent when the typed name matches ignoring case and accents, once per version, and shows it', async () => {
    const { server, empleadoId } = await company();
    await server.request('PUT', '/api/privacidad', NOTICE);
    const mismatch = await server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'Juan Pérez' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({ code: 'consent_mismatch', field: 'confirmacion', error: privacidadText.confirmacionDistinta });
    expect(consentRows(server)).toBe(0);

    const given = await server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: '  jose perez  nunez ' });
    expect(given.status).toBe(201);
    expect(given.body).toEqual({ version: 1, fecha: '2026-11-25T16:00:00.000Z' });
    const again = await server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'JOSÉ PÉREZ NÚÑEZ' });
    expect(again.status).toBe(200);
    expect(consentRows(server)).toBe(1);
    const listed = await server.request('GET', `/api/employees/${empleadoId}/consentimientos`);
    const sha256 = (await server.request('GET', '/api/privacidad')).body.aviso.sha256;
    expect(listed.body).toEqual([
      {
        id: expect.any(Number),
        version: 1,
        fecha: '2026-11-25T16:00:00.000Z',
        confirmacion: 'jose perez  nunez',
        sha256,
        registradoPor: 'admin',
        retiradoEn: null,
        retiradoPor: null,
      },
    ]);
    expect(audit(server, 'consentimiento.otorgar')).toHaveLength(1);

    // A new version of the notice needs a new consent before another face is registered.
    expect(() => server.services.privacidad.requireConsent(empleadoId)).not.toThrow();
    await server.request('PUT', '/api/privacidad', { ...NOTICE, contacto: 'rh@laesperanza.mx' });
    expect(() => server.services.privacidad.requireConsent(empleadoId)).toThrow(privacidadText.consentimientoRequerido);
  });

  it('withdrawing deletes the templates at once, keeps the record and is audited; a second withdrawal is a 404', async () => {
    const { server, empleadoId } = await company();
    await server.request('PUT', '/api/privacidad', NOTICE);
    await server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'José Pérez Núñez' });
    storeTemplate(server, empleadoId);
    storeTemplate(server, empleadoId);
    const withdrawn = await server.request('DELETE', `/api/employees/${empleadoId}/consentimiento`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ retirados: 1, plantillasBorradas: 2 });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM rostros').get()).toEqual({ n: 0 });
    const [record] = (await server.request('GET', `/api/employees/${empleadoId}/consentimientos`)).body;
    expect(record).toMatchObject({ retiradoEn: '2026-11-25T16:00:00.000Z', retiradoPor: 'admin' });
    expect(audit(server, 'consentimiento.retirar')).toHaveLength(1);
    const again = await server.request('DELETE', `/api/employees/${empleadoId}/consentimiento`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'consent_not_found', error: privacidadText.sinConsentimiento });
  });

  it('answers 404 for an unknown employee and 401 without a session', async () => {
    const { server } = await company();
    await server.request('PUT', '/api/privacidad', NOTICE);
    expect((await server.request('POST', '/api/employees/999/consentimiento', { confirmacion: 'X' })).status).toBe(404);
    expect((await server.request('DELETE', '/api/employees/999/consentimiento')).status).toBe(404);
    expect((await server.request('GET', '/api/employees/abc/consentimientos')).status).toBe(404);
    expect((await server.anonymous('POST', '/api/employees/1/consentimiento', { confirmacion: 'X' })).status).toBe(401);
    expect(consentRows(server)).toBe(0);
  });
});

describe('no face without consent: POST /api/employees/:id/register-face', () => {
  const photo = { image: 'data:image/jpeg;base64,/9j/4AAQ' };
  const faces = (server: TestServer) => (server.db.prepare('SELECT COUNT(*) AS n FROM rostros').get() as { n: number }).n;

  it('answers 409 privacy_notice_missing, then 409 consent_required, and analyses nothing until the employee consents', async () => {
    const server = await start({ clock: movableClock('2026-11-25T16:00:00.000Z') });
    const empleadoId = await hire(server, await setUpCompany(server), { nombre: 'José Pérez Núñez' });
    const noNotice = await server.request('POST', `/api/employees/${empleadoId}/register-face`, photo);
    expect(noNotice.status).toBe(409);
    expect(noNotice.body).toMatchObject({ code: 'privacy_notice_missing', error: privacidadText.sinAviso });

    await server.request('PUT', '/api/privacidad', NOTICE);
    const noConsent = await server.request('POST', `/api/employees/${empleadoId}/register-face`, photo);
    expect(noConsent.status).toBe(409);
    expect(noConsent.body).toMatchObject({ code: 'consent_required', error: privacidadText.consentimientoRequerido });

    // With the consent the request reaches the face engine (none is loaded in this test: 503).
    await server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'José Pérez Núñez' });
    expect((await server.request('POST', `/api/employees/${empleadoId}/register-face`, photo)).status).toBe(503);

    // A new version of the notice asks for a new consent; a withdrawn one counts for nothing.
    await server.request('PUT', '/api/privacidad', { ...NOTICE, diasFotos: 60 });
    expect((await server.request('POST', `/api/employees/${empleadoId}/register-face`, photo)).body.code).toBe('consent_required');
    await server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'José Pérez Núñez' });
    await server.request('DELETE', `/api/employees/${empleadoId}/consentimiento`);
    expect((await server.request('POST', `/api/employees/${empleadoId}/register-face`, photo)).body.code).toBe('consent_required');
    expect(faces(server)).toBe(0);
  });
});
