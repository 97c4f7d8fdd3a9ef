/** The daemon's tests seed through the API: a company, employees, manual punches, incidencias; then the pre-nómina figures. */
import { addDays } from '@reloj/contract/dates';
import { expect } from 'vitest';
import type { TestServer } from './testServer.js';

async function created(server: TestServer, path: string, body: unknown): Promise<any> {
  const response = await server.request('POST', path, body);
  expect({ path, status: response.status, body: response.body }).toMatchObject({ status: 201 });
  return response.body;
}

export type Company = { sucursalId: number; puestoId: number; bonos: Record<string, number> };

/** Puesto CAJERO (315.50 by default), sucursal CENTRO, bonos PUNTUALIDAD 200 (3 retardos) and ASISTENCIA 200 (1 falta). */
export async function setUpCompany(server: TestServer, salarioDiario = 315.5): Promise<Company> {
  const puesto = await created(server, '/api/puestos', { nombre: 'CAJERO', salarioDiario });
  const sucursal = await created(server, '/api/sucursales', { nombre: 'CENTRO' });
  const puntualidad = await created(server, '/api/bonos', { nombre: 'PUNTUALIDAD', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
  const asistencia = await created(server, '/api/bonos', { nombre: 'ASISTENCIA', monto: 200, tipo: 'asistencia', pierdeCon: 1 });
  return { sucursalId: sucursal.id, puestoId: puesto.id, bonos: { PUNTUALIDAD: puntualidad.id, ASISTENCIA: asistencia.id } };
}

/** An employee through POST /api/employees: 09:00-18:00, 60 min of meal, rest on Sunday, no bono unless given. */
export async function hire(server: TestServer, company: Company, overrides: Record<string, unknown> & { bonoNombre?: string } = {}): Promise<number> {
  const { bonoNombre, ...rest } = overrides;
  const puesto = (await server.request('GET', '/api/puestos')).body.find((p: { id: number }) => p.id === company.puestoId);
  const body = {
    nombre: 'ANA LÓPEZ',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: puesto.salarioDiario,
    bono: bonoNombre ? 200 : 0,
    ...(bonoNombre ? { bonoId: company.bonos[bonoNombre] } : {}),
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
    diasDescanso: [0],
    ...rest,
  };
  return (await created(server, '/api/employees', body)).id;
}

/** Manual punches, local times 'YYYY-MM-DDTHH:MM'. */
export async function punch(server: TestServer, empleadoId: number, ...horas: string[]): Promise<any[]> {
  const out = [];
  for (const hora of horas) out.push(await created(server, '/api/attendance/manual', { empleadoId, hora, motivo: 'Olvidó checar en el reloj' }));
  return out;
}

/** Both punches of a day: 'YYYY-MM-DD', 'HH:MM', 'HH:MM' (a salida before the entrada ends the next day). */
export async function workDay(server: TestServer, empleadoId: number, fecha: string, entrada: string, salida: string): Promise<void> {
  const salidaFecha = salida < entrada ? addDays(fecha, 1) : fecha;
  await punch(server, empleadoId, `${fecha}T${entrada}`, `${salidaFecha}T${salida}`);
}

export async function incidencia(server: TestServer, body: Record<string, unknown>): Promise<any> {
  return created(server, '/api/incidencias', body);
}

/** GET /api/prenomina, expected to answer 200. */
export async function prenomina(server: TestServer, desde: string, hasta: string, extra = ''): Promise<any> {
  const response = await server.request('GET', `/api/prenomina?desde=${desde}&hasta=${hasta}${extra}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** One employee's figures. */
export async function figuresOf(server: TestServer, empleadoId: number, desde: string, hasta: string): Promise<any> {
  const body = await prenomina(server, desde, hasta);
  const row = body.empleados.find((e: { empleadoId: number }) => e.empleadoId === empleadoId);
  expect(row).toBeDefined();
  return row;
}

export const dayOf = (row: { dias: { fecha: string }[] }, fecha: string): any => row.dias.find((d) => d.fecha === fecha);

/** Rows in a table. */
export const count = (server: TestServer, table: string) => (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
