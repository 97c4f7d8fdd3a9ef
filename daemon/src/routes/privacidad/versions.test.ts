import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';

// Issue 26: every new version of the notice asks every employee for a new consent before a face is registered, so a
// save that changes nothing (a double click, the same text sent again, or spelled with other spaces or accents'
// encoding) must not publish one.
const start = trackedTestServers(afterEach);

const NOTICE = {
  responsable: 'Abarrotes La Esperanza, S.A. de C.V.',
  domicilio: 'Av. Juárez 120, Centro, 44100 Guadalajara, Jal.',
  contacto: 'privacidad@laesperanza.mx o en la oficina de Recursos Humanos',
  diasFotos: 90,
  diasPlantillasBaja: 30,
};

const versions = (server: TestServer) =>
  server.db.prepare('SELECT version, domicilio FROM avisos_privacidad ORDER BY version').all() as { version: number; domicilio: string }[];
const published = (server: TestServer) =>
  (server.db.prepare("SELECT COUNT(*) AS n FROM auditoria WHERE accion = 'privacidad.publicar'").get() as { n: number }).n;

describe('PUT /api/privacidad publishes a version only when something changed', () => {
  it('two identical saves sent at once publish one version', async () => {
    const server = await start({ clock: movableClock() });
    const answers = await Promise.all([1, 2, 3].map(() => server.request('PUT', '/api/privacidad', NOTICE)));
    expect(answers.map((a) => [a.status, a.body.aviso.version])).toEqual([
      [200, 1],
      [200, 1],
      [200, 1],
    ]);
    expect(versions(server)).toHaveLength(1);
    expect(published(server)).toBe(1);
  });

  it('the same notice with other spaces, line breaks or decomposed accents is the same notice', async () => {
    const server = await start({ clock: movableClock() });
    await server.request('PUT', '/api/privacidad', NOTICE);
    for (const same of [
      { ...NOTICE, responsable: `  ${NOTICE.responsable}  ` },
      { ...NOTICE, responsable: 'Abarrotes  La   Esperanza,  S.A. de C.V.' },
      { ...NOTICE, domicilio: NOTICE.domicilio.normalize('NFD') }, // 'Juárez' as 'a' + U+0301, as some keyboards send it
      { ...NOTICE, domicilio: 'Av. Juárez 120,\r\nCentro,\t44100 Guadalajara, Jal.' },
      { ...NOTICE, contacto: `${NOTICE.contacto}\n` },
    ]) {
      const response = await server.request('PUT', '/api/privacidad', same);
      expect(response.status, response.text).toBe(200);
      expect(response.body.aviso.version).toBe(1);
    }
    expect(versions(server)).toEqual([{ version: 1, domicilio: NOTICE.domicilio }]);
    expect(published(server)).toBe(1);
  });

  it('a version saved before issue 26, kept as typed with double spaces, is not republished by saving the same text', async () => {
    const server = await start({ clock: movableClock() });
    server.db
      .prepare(
        `INSERT INTO avisos_privacidad (responsable, domicilio, contacto, dias_fotos, dias_plantillas_baja, simplificado, integral, sha256, publicado_en, publicado_por)
         VALUES (?, ?, ?, 90, 30, 's', 'i', ?, '2026-01-01T00:00:00.000Z', 'admin')`,
      )
      .run(NOTICE.responsable, 'Av.  Juárez 120,  Centro', NOTICE.contacto, '0'.repeat(64));
    const response = await server.request('PUT', '/api/privacidad', { ...NOTICE, domicilio: 'Av.  Juárez 120,  Centro' });
    expect(response.body.aviso.version).toBe(1);
    expect(published(server)).toBe(0);
  });

  it('a change to any one field publishes a new version', async () => {
    const server = await start({ clock: movableClock() });
    await server.request('PUT', '/api/privacidad', NOTICE);
    const changes = [
      { responsable: 'Abarrotes La Esperanza' },
      { domicilio: 'Av. Juárez 121' },
      { contacto: 'rh@laesperanza.mx' },
      { diasFotos: 60 },
      { diasPlantillasBaja: 0 },
    ];
    let current = NOTICE;
    for (const [i, change] of changes.entries()) {
      current = { ...current, ...change };
      expect((await server.request('PUT', '/api/privacidad', current)).body.aviso).toMatchObject({ ...current, version: i + 2 });
    }
    expect(published(server)).toBe(6);
  });

  it('an address pasted on several lines is published on one: it cannot add a paragraph of its own to the notice', async () => {
    const server = await start({ clock: movableClock() });
    const pasted = { ...NOTICE, domicilio: 'Av. Juárez 120\n\nCambios a este aviso. Este aviso nunca cambia.' };
    const { aviso } = (await server.request('PUT', '/api/privacidad', pasted)).body;
    expect(aviso.domicilio).toBe('Av. Juárez 120 Cambios a este aviso. Este aviso nunca cambia.');
    expect(aviso.integral.split('\n\n').filter((p: string) => p.startsWith('Cambios a este aviso.'))).toHaveLength(1);
  });
});
