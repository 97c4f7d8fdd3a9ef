import { afterEach, describe, expect, it } from 'vitest';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers } from '../../test-support/testServer.js';

// Issue 39: "today" is the box's (America/Mexico_City), whatever the machine's zone: a baja dated the box's today is
// accepted at 23:30 and at 00:30 box time, on a Sunday night, on 31 December and on 29 February; the next day is not.
const startServer = trackedTestServers(afterEach);

/** A box whose clock stands at `instant`, with two employees hired in 2024. */
async function boxAt(instant: string) {
  const server = await startServer({ clock: { now: () => new Date(instant) } });
  const company = await setUpCompany(server, 400);
  const ids = [await hire(server, company, { fechaIngreso: '2024-01-08' }), await hire(server, company, { nombre: 'BETO DÍAZ', fechaIngreso: '2024-01-08' })];
  return { baja: (id: number, fechaBaja: string) => server.request('POST', `/api/employees/${id}/baja`, { fechaBaja, motivoBaja: 'renuncia' }), ids };
}

describe("a baja on the box's today, around midnight (issue 39)", () => {
  const cases: [string, string, string, string][] = [
    // [box clock (UTC), what it is in Mexico City, the box's today, the box's tomorrow]
    ['2026-11-30T05:30:00.000Z', 'domingo 29/11/2026 23:30', '2026-11-29', '2026-11-30'],
    ['2026-11-30T06:30:00.000Z', 'lunes 30/11/2026 00:30', '2026-11-30', '2026-12-01'],
    ['2027-01-01T05:30:00.000Z', 'jueves 31/12/2026 23:30', '2026-12-31', '2027-01-01'],
    ['2027-01-01T06:30:00.000Z', 'viernes 01/01/2027 00:30', '2027-01-01', '2027-01-02'],
    ['2028-03-01T05:30:00.000Z', 'martes 29/02/2028 23:30', '2028-02-29', '2028-03-01'],
    ['2028-02-29T06:30:00.000Z', 'martes 29/02/2028 00:30', '2028-02-29', '2028-03-01'],
  ];
  for (const [instant, local, today, tomorrow] of cases) {
    it(`${local}: a baja on ${today} is accepted, one on ${tomorrow} is after today`, async () => {
      const box = await boxAt(instant);
      const [d, m, y] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)];
      const refused = await box.baja(box.ids[0]!, tomorrow);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error: `La fecha de baja no puede ser posterior a hoy (${d}/${m}/${y}).`, field: 'fechaBaja' });
      expect((await box.baja(box.ids[1]!, today)).status).toBe(201);
    });
  }
});
