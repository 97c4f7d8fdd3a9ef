import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 26: a PUT that leaves a field out must not clear it (as `PUT /api/devices/{id} {}` cleared the kiosk's name).
const start = trackedTestServers(afterEach);

const REQUIRED = { nombre: 'Ana López', sucursal: 'CENTRO', puesto: 'CAJERO', fechaIngreso: '2026-01-05', horaEntrada: '09:00', horaSalida: '18:00' };

describe('PUT /api/employees/{id} keeps what it is not sent', () => {
  it('a body with only the required fields keeps the bono, the salary, the rest days, the meal and the número', async () => {
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server);
    const id = await hire(server, company, { bonoNombre: 'PUNTUALIDAD', numeroEmpleado: '00042', minutosComida: 45, diasDescanso: [0, 6] });
    const kept = {
      bonoId: company.bonos.PUNTUALIDAD,
      bono: 200,
      bonoNombre: 'PUNTUALIDAD',
      salarioDiario: 315.5,
      minutosComida: 45,
      diasDescanso: [0, 6],
      numeroEmpleado: '00042',
    };

    const response = await server.request('PUT', `/api/employees/${id}`, REQUIRED);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject(kept);
    expect((await server.request('GET', `/api/employees/${id}`)).body).toMatchObject(kept);
  });

  it('a bono of 0 (or bonoId null) sent explicitly still takes the bono away', async () => {
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server);
    const id = await hire(server, company, { bonoNombre: 'PUNTUALIDAD' });
    const response = await server.request('PUT', `/api/employees/${id}`, { ...REQUIRED, bono: 0 });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ bonoId: null, bono: 0, bonoNombre: null });

    const other = await hire(server, company, { nombre: 'Luis Mora', bonoNombre: 'ASISTENCIA' });
    expect((await server.request('PUT', `/api/employees/${other}`, { ...REQUIRED, nombre: 'Luis Mora', bonoId: null })).body).toMatchObject({
      bonoId: null,
      bono: 0,
    });
  });
});
