import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ApiError, request } from './api';

/** A tiny HTTP server answering what each path asks for, so the client is tested over real HTTP. */
let server: Server;
let origin = '';
const originalFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/api/echo') {
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, contentType: req.headers['content-type'], body: JSON.parse(body) }));
      } else if (req.url === '/api/headers') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ fingerprint: req.headers['x-device-fingerprint'], accept: req.headers.accept }));
      } else if (req.url === '/api/hangs') {
        // Never answers: only the client's time limit ends the call.
      } else if (req.url === '/api/not-json') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{truncado');
      } else if (req.url === '/api/empty') {
        res.writeHead(204).end();
      } else if (req.url === '/api/conflict') {
        res.writeHead(409, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'Ya existe un puesto con el nombre "CAJERO".', code: 'puesto_duplicate' }));
      } else {
        res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad Gateway</h1>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    originalFetch(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
});

afterAll(async () => {
  globalThis.fetch = originalFetch;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('api client', () => {
  it('sends JSON and reads JSON', async () => {
    expect(await api.post('/api/echo', { nombre: 'CAJERO' })).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: { nombre: 'CAJERO' },
    });
  });

  it('resolves to undefined on 204', async () => {
    expect(await api.delete('/api/empty')).toBeUndefined();
  });

  it("carries the server's error sentence, code and status", async () => {
    const error = await api.get('/api/conflict').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Ya existe un puesto con el nombre "CAJERO".',
      serverError: 'Ya existe un puesto con el nombre "CAJERO".',
      code: 'puesto_duplicate',
      status: 409,
    });
  });

  it('has no server error when the body is not our JSON', async () => {
    const error = await api.get('/api/proxy-down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, serverError: undefined });
  });

  it('reports status 0 when the server cannot be reached', async () => {
    const saved = globalThis.fetch;
    globalThis.fetch = () => originalFetch('http://127.0.0.1:1/api/nada');
    try {
      const error = await api.get('/api/nada').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0, message: 'No hay conexión con el servidor.', serverError: undefined });
    } finally {
      globalThis.fetch = saved;
    }
  });

  it('sends extra headers (the kiosk adds its fingerprint)', async () => {
    expect(await request('POST', '/api/headers', {}, { headers: { 'X-Device-Fingerprint': 'abc123' } })).toEqual({
      fingerprint: 'abc123',
      accept: 'application/json',
    });
  });

  it('gives up after the time limit, as if the server could not be reached', async () => {
    const error = await request('POST', '/api/hangs', {}, { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'No hay conexión con el servidor.' });
  });

  it('says so when a successful answer cannot be read', async () => {
    const error = await api.get('/api/not-json').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'La respuesta del servidor no se pudo leer.' });
  });
});
