import { employeeSchema } from '@reloj/contract/employees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// Issue 42 item 3: the employee answers are what contract/src/employees.ts's schema says, with no field it leaves out,
// and carry the current baja (fechaBaja, motivoBaja) so that the list needs no second question per row.
let server: TestServer;
let ana: number;
let beto: number;
// Thursday 26 November 2026, noon in Mexico City.
const clock = movableClock('2026-11-26T18:00:00.000Z');
const strictEmployee = employeeSchema.strict();

beforeAll(async () => {
  server = await startTestServer({ clock });
  const company = await setUpCompany(server, 400);
  ana = await hire(server, company, { fechaIngreso: '2024-03-15' });
  beto = await hire(server, company, { nombre: 'BETO DÍAZ', fechaIngreso: '2026-01-05' });
});
afterAll(() => server.close());

describe('the employee answers and their contract schema', () => {
  it('lists and shows employees as employeeSchema says, the current baja included (null while active)', async () => {
    const baja = await server.request('POST', `/api/employees/${ana}/baja`, { fechaBaja: '2026-11-20', motivoBaja: 'despido_injustificado' });
    expect(baja.status).toBe(201);
    expect(strictEmployee.parse(baja.body)).toMatchObject({ id: ana, activo: false, fechaBaja: '2026-11-20', motivoBaja: 'despido_injustificado' });

    const list = await server.request('GET', '/api/employees');
    expect(list.status).toBe(200);
    const listed = strictEmployee.array().parse(list.body);
    expect(listed.map(({ id, activo, fechaBaja, motivoBaja }) => ({ id, activo, fechaBaja, motivoBaja }))).toEqual([
      { id: ana, activo: false, fechaBaja: '2026-11-20', motivoBaja: 'despido_injustificado' },
      { id: beto, activo: true, fechaBaja: null, motivoBaja: null },
    ]);
    expect(strictEmployee.parse((await server.request('GET', `/api/employees/${ana}`)).body)).toMatchObject({
      fechaBaja: '2026-11-20',
      motivoBaja: 'despido_injustificado',
    });

    const reactivated = await server.request('POST', `/api/employees/${ana}/reactivate`);
    expect(strictEmployee.parse(reactivated.body)).toMatchObject({ id: ana, activo: true, fechaBaja: null, motivoBaja: null });
  });
});
