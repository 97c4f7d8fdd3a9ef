import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const start = trackedTestServers(afterEach);
const FINGERPRINT = 'kiosko-centro-0001';

/** An approved kiosk named 'Entrada' in branch CENTRO, and a second branch NORTE. */
async function namedKiosk(server: TestServer) {
  const centro = (await server.request('POST', '/api/sucursales', { nombre: 'Centro' })).body.id as number;
  const norte = (await server.request('POST', '/api/sucursales', { nombre: 'Norte' })).body.id as number;
  await server.anonymous('POST', '/api/devices/verify', { fingerprint: FINGERPRINT });
  const id = (await server.request('GET', '/api/devices')).body[0].id as number;
  expect((await server.request('POST', `/api/devices/${id}/approve`)).status).toBe(200);
  expect((await server.request('PUT', `/api/devices/${id}`, { nombre: 'Entrada', sucursalId: centro })).status).toBe(200);
  return { id, centro, norte };
}

const listed = async (server: TestServer, id: number) => {
  const device = (await server.request('GET', '/api/devices')).body.find((d: { id: number }) => d.id === id);
  return { nombre: device.nombre, sucursal: device.sucursal };
};

describe('PUT /api/devices/{id}: a field left out keeps its value (issue 26)', () => {
  it('an empty body changes nothing: the kiosk keeps its name and branch', async () => {
    const server = await start();
    const { id } = await namedKiosk(server);
    const response = await server.request('PUT', `/api/devices/${id}`, {});
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ nombre: 'Entrada', sucursal: 'CENTRO' });
    expect(await listed(server, id)).toEqual({ nombre: 'Entrada', sucursal: 'CENTRO' });
    // What the kiosk's header shows.
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint: FINGERPRINT })).body).toMatchObject({ nombre: 'Entrada', sucursal: 'CENTRO' });
  });

  it('changes only the field sent; null (or an empty name) clears that field alone', async () => {
    const server = await start();
    const { id, norte } = await namedKiosk(server);
    const put = async (body: unknown) => {
      const response = await server.request('PUT', `/api/devices/${id}`, body);
      expect(response.status, response.text).toBe(200);
      return listed(server, id);
    };
    expect(await put({ nombre: 'Caja 2' })).toEqual({ nombre: 'Caja 2', sucursal: 'CENTRO' });
    expect(await put({ sucursalId: norte })).toEqual({ nombre: 'Caja 2', sucursal: 'NORTE' });
    expect(await put({ nombre: null })).toEqual({ nombre: null, sucursal: 'NORTE' });
    expect(await put({ nombre: 'Caja 3' })).toEqual({ nombre: 'Caja 3', sucursal: 'NORTE' });
    expect(await put({ sucursalId: null })).toEqual({ nombre: 'Caja 3', sucursal: null });
    expect(await put({ nombre: '  ' })).toEqual({ nombre: null, sucursal: null });
  });

  it('a refused field changes nothing, and the other field sent with it is not saved either', async () => {
    const server = await start();
    const { id, norte } = await namedKiosk(server);
    const response = await server.request('PUT', `/api/devices/${id}`, { nombre: 'x'.repeat(81), sucursalId: norte });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', field: 'nombre', error: 'El nombre del dispositivo admite como máximo 80 caracteres.' });
    expect(await listed(server, id)).toEqual({ nombre: 'Entrada', sucursal: 'CENTRO' });
  });
});

describe('POST /api/devices/{id}/approve with a name and a branch (issue 30)', () => {
  it('approves and names the kiosk in one step; a refused field leaves it pending and unnamed', async () => {
    const server = await start();
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'Norte' })).body.id as number;
    await server.anonymous('POST', '/api/devices/verify', { fingerprint: FINGERPRINT });
    const id = (await server.request('GET', '/api/devices')).body[0].id as number;
    const row = () => server.db.prepare('SELECT status, nombre, sucursal_id FROM dispositivos WHERE id = ?').get(id);
    const approvals = () => server.db.prepare(`SELECT COUNT(*) AS n FROM auditoria WHERE accion = 'dispositivos.aprobar'`).get();

    const tooLong = await server.request('POST', `/api/devices/${id}/approve`, { nombre: 'x'.repeat(81), sucursalId: norte });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({ code: 'validation_failed', field: 'nombre', error: 'El nombre del dispositivo admite como máximo 80 caracteres.' });
    const noBranch = await server.request('POST', `/api/devices/${id}/approve`, { nombre: 'Caja 1', sucursalId: 9999 });
    expect(noBranch.status).toBe(422);
    expect(noBranch.body).toMatchObject({ code: 'sucursal_not_found', field: 'sucursalId', error: 'La sucursal elegida no existe.' });
    expect(row()).toEqual({ status: 'pending', nombre: null, sucursal_id: null });
    expect(approvals()).toEqual({ n: 0 });

    const approved = await server.request('POST', `/api/devices/${id}/approve`, { nombre: ' Caja 1 ', sucursalId: norte });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', nombre: 'Caja 1', sucursalId: norte, sucursal: 'NORTE', decididoPor: 'admin' });
    expect(row()).toEqual({ status: 'approved', nombre: 'Caja 1', sucursal_id: norte });
    expect(approvals()).toEqual({ n: 1 });
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint: FINGERPRINT })).body).toMatchObject({ nombre: 'Caja 1', sucursal: 'NORTE' });
  });
});
