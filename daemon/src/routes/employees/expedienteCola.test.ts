import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKioskPunch } from '../../test-support/kioskPunch.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';

// Issue 39 item 7: sixteen expedientes asked at once by one gerente verified the whole chain sixteen times (18 s) and
// slowed every other request. One at a time, one per account, and the chain verified again only when it changed.
const PASSWORD = 'una-contraseña-larga';
let server: TestServer;
let ana: number;
let gerente: (path: string) => Promise<TestResponse>;

/** Real verifications of the chain: each one the service runs leaves its row. */
const verifications = () => (server.db.prepare("SELECT count(*) AS n FROM registro_verificaciones WHERE origen = 'api'").get() as { n: number }).n;
const expediente = () => `/api/employees/${ana}/expediente`;

beforeAll(async () => {
  server = await startTestServer({ clock: movableClock('2026-03-18T18:00:00.000Z') });
  const company = await setUpCompany(server);
  ana = await hire(server, company, { fechaIngreso: '2026-01-05' });
  for (const day of ['2026-01-05', '2026-02-02', '2026-03-02', '2026-03-16']) {
    insertKioskPunch(server.db, ana, `${day}T15:00:00.000Z`, day, 'entrada');
    insertKioskPunch(server.db, ana, `${day}T23:59:00.000Z`, day, 'salida');
  }
  const created = await server.request('POST', '/api/usuarios', { usuario: 'gerente1', password: PASSWORD, rol: 'gerente', sucursalIds: [company.sucursalId] });
  expect(created.status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente1', password: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  gerente = (path) => server.anonymous('GET', path, undefined, { cookie });
});

afterAll(() => server.close());

describe('GET /api/employees/{id}/expediente, several at once', () => {
  it('builds one per account at a time: the same account asking again meanwhile gets 429 in Spanish', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => gerente(expediente())));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body).toEqual({ error: 'Ya se está generando un expediente; espera a que termine.', code: 'expediente_en_curso' });
    }
    // Once it ended, the same account may ask again; the chain, unchanged, was verified once.
    expect((await gerente(expediente())).status).toBe(200);
    expect(verifications()).toBe(1);
  });

  it("queues another account's expediente instead of refusing it", async () => {
    const [fromGerente, fromAdmin] = await Promise.all([gerente(expediente()), server.request('GET', expediente())]);
    expect([fromGerente.status, fromAdmin.status]).toEqual([200, 200]);
    expect(verifications()).toBe(1);
  });

  it('verifies the chain again only when a link or a chained row was added since the last verification', async () => {
    const before = verifications();
    expect(before).toBe(1);

    insertKioskPunch(server.db, ana, '2026-03-17T15:00:00.000Z', '2026-03-17', 'entrada');
    expect((await gerente(expediente())).status).toBe(200);
    expect((await gerente(expediente())).status).toBe(200);
    expect(verifications()).toBe(before + 1);
    // An explicit verification always runs.
    expect((await server.request('GET', '/api/registro/verificacion')).status).toBe(200);
    expect(verifications()).toBe(before + 2);
  });
});
