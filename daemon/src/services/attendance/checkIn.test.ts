import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { createRepositories } from '../../db/repositories/index.js';
import type { FaceOutcome, Identification } from '../../face/outcome.js';
import { createCheckInService } from './checkIn.js';
import { createDeviceService } from '../devices/index.js';

// The punch rules on the real database; which employee the face is comes from a fixed answer here
// (the face engine has its own tests with the real models, and check-in over HTTP is tested end to end).
let dir: string;
let db: Db;
let now: number;
const clock = { now: () => new Date(now) };
const setLocal = (local: string) => (now = Date.parse(`${local}-06:00`)); // America/Mexico_City
let answer: Identification;

const setup = () => {
  const ts = '2026-01-01T00:00:00Z';
  db.prepare(`INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', ?, ?)`).run(ts, ts);
  db.prepare(`INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 30000, ?, ?)`).run(ts, ts);
  const employee = db.prepare(
    `INSERT INTO empleados (id, nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, activo, created_at, updated_at)
     VALUES (?, ?, 1, 1, 30000, '2026-01-01', ?, ?, ?, ?, ?)`,
  );
  employee.run(1, 'ANA DÍA', '09:00', '18:00', 1, ts, ts);
  employee.run(2, 'NOÉ NOCHE', '22:00', '06:00', 1, ts, ts);
  employee.run(3, 'BAJA', '09:00', '18:00', 0, ts, ts);
  const devices = createDeviceService({ ...createRepositories(db), clock });
  devices.verify('kiosko-de-prueba-01');
  db.prepare(`UPDATE dispositivos SET status = 'approved'`).run();
  return devices.requireApproved('kiosko-de-prueba-01');
};

const service = (duplicateWindowSeconds = 120) =>
  createCheckInService({ ...createRepositories(db), clock, timeZone: 'America/Mexico_City', duplicateWindowSeconds, identify: async () => answer });
const IMG = { image: 'img' };
const match = (employeeId: number): Identification => ({
  kind: 'match',
  employeeId,
  score: 0.8,
  margin: 0.4,
  liveness: 0.97,
  livenessOk: true,
  challenged: false,
  crop: Buffer.from([0xff, 0xd8, 0xff]),
  embedding: new Float32Array(512),
});
const noMatch = (outcome: FaceOutcome): Identification => ({ kind: 'no_match', outcome });
const stored = () => db.prepare('SELECT empleado_id, tipo, fecha_local, match_score, liveness, length(snapshot_jpeg) AS foto FROM checadas ORDER BY id').all();

beforeEach(() => {
  setLocal('2026-11-22T12:00');
  dir = mkdtempSync(join(tmpdir(), 'reloj-checkin-'));
  db = openDatabase(join(dir, 'reloj.sqlite'));
  migrate(db);
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('punch rules', () => {
  it('alternates entrada and salida within a working day, and starts over the next day', async () => {
    const device = setup();
    const checkIn = service();
    answer = match(1);
    const tipos: string[] = [];
    for (const local of ['2026-11-23T08:58', '2026-11-23T14:00', '2026-11-23T15:00', '2026-11-23T18:02', '2026-11-24T08:57']) {
      setLocal(local);
      tipos.push((await checkIn.checkIn(device, IMG)).tipo);
    }
    expect(tipos).toEqual(['entrada', 'salida', 'entrada', 'salida', 'entrada']);
    expect(stored()).toEqual([
      { empleado_id: 1, tipo: 'entrada', fecha_local: '2026-11-23', match_score: 0.8, liveness: 0.97, foto: 3 },
      { empleado_id: 1, tipo: 'salida', fecha_local: '2026-11-23', match_score: 0.8, liveness: 0.97, foto: 3 },
      { empleado_id: 1, tipo: 'entrada', fecha_local: '2026-11-23', match_score: 0.8, liveness: 0.97, foto: 3 },
      { empleado_id: 1, tipo: 'salida', fecha_local: '2026-11-23', match_score: 0.8, liveness: 0.97, foto: 3 },
      { empleado_id: 1, tipo: 'entrada', fecha_local: '2026-11-24', match_score: 0.8, liveness: 0.97, foto: 3 },
    ]);
  });

  it('closes a night shift the next morning, across midnight', async () => {
    const device = setup();
    const checkIn = service();
    answer = match(2);
    setLocal('2026-11-23T21:55');
    const entrada = await checkIn.checkIn(device, IMG);
    setLocal('2026-11-24T06:03');
    const salida = await checkIn.checkIn(device, IMG);
    setLocal('2026-11-24T21:58');
    const next = await checkIn.checkIn(device, IMG);
    expect([entrada.tipo, salida.tipo, next.tipo]).toEqual(['entrada', 'salida', 'entrada']);
    expect(stored().map((p) => (p as { fecha_local: string }).fecha_local)).toEqual(['2026-11-23', '2026-11-23', '2026-11-24']);
    expect(salida.hora).toBe('2026-11-24T12:03:00.000Z');
    expect(salida).toMatchObject({ employeeId: 2, nombre: 'NOÉ NOCHE', sucursal: 'CENTRO', repetida: false });
  });

  it('returns the first punch again inside the duplicate window, and stores a new one after it', async () => {
    const device = setup();
    const checkIn = service(120);
    // Only the window here: the minutes between entrada and salida (issue 29) have their own tests (salidaMuyPronto.test.ts).
    const { reglas } = createRepositories(db);
    reglas.save({ ...reglas.get(), minutosMinimosJornada: 0 }, '2026-11-23T00:00:00.000Z');
    answer = match(1);
    setLocal('2026-11-23T08:58');
    const first = await checkIn.checkIn(device, IMG);
    now += 119_000;
    const repeated = await checkIn.checkIn(device, IMG);
    expect(repeated).toEqual({ ...first, repetida: true });
    expect(stored()).toHaveLength(1);
    now += 2_000;
    expect((await checkIn.checkIn(device, IMG)).tipo).toBe('salida');
    expect(stored()).toHaveLength(2);
  });

  it('answers a resent request with the same Idempotency-Key with the same punch, even after the window', async () => {
    const device = setup();
    const checkIn = service(0);
    answer = match(1);
    setLocal('2026-11-23T08:58');
    const first = await checkIn.checkIn(device, IMG, 'clave-1');
    now += 3_600_000;
    answer = match(2); // even if the resent photo would now say someone else
    expect(await checkIn.checkIn(device, IMG, 'clave-1')).toEqual({ ...first, repetida: true });
    expect(stored()).toHaveLength(1);
    expect((await checkIn.checkIn(device, IMG, 'clave-2')).employeeId).toBe(2);
  });

  const notRecognised = 'Rostro no reconocido. Por favor, inténtalo de nuevo.';
  it.each([
    [noMatch({ reason: 'no_face' }), 'no_face', 'No se detectó ningún rostro. Colócate frente a la cámara e inténtalo de nuevo.'],
    [noMatch({ reason: 'multiple_faces', count: 2 }), 'multiple_faces', 'Hay más de una persona frente a la cámara. Por favor, pasen de uno en uno.'],
    [noMatch({ reason: 'too_small', sidePx: 30, minSidePx: 40 }), 'face_too_small', 'Tu rostro se ve muy pequeño. Acércate a la cámara e inténtalo de nuevo.'],
    [
      noMatch({ reason: 'blurred', sharpness: 12, minSharpness: 50 }),
      'face_blurred',
      'La imagen salió borrosa. No te muevas frente a la cámara e inténtalo de nuevo.',
    ],
    [noMatch({ reason: 'too_close' }), 'face_too_close', 'Estás muy cerca de la cámara. Da un paso atrás e inténtalo de nuevo.'],
    [noMatch({ reason: 'unknown_face', score: 0.2, margin: 0.1, liveness: 0.9 }), 'not_recognised', notRecognised],
    [noMatch({ reason: 'ambiguous', score: 0.5, margin: 0.02, liveness: 0.9 }), 'not_recognised', notRecognised],
    [
      noMatch({ reason: 'spoof', liveness: 0.02 }),
      'spoof_suspected',
      'No se pudo confirmar que sea una persona real frente a la cámara. Inténtalo de nuevo sin fotos ni pantallas.',
    ],
    [match(3), 'not_recognised', notRecognised], // a deactivated employee is never recognised
    [match(999), 'not_recognised', notRecognised],
  ])('stores nothing when the face service says %j', async (identification, code, message) => {
    const device = setup();
    answer = identification;
    setLocal('2026-11-23T08:58');
    await expect(service().checkIn(device, IMG)).rejects.toMatchObject({ status: 422, code, message });
    expect(stored()).toHaveLength(0);
  });

  it('keeps punches append-only in the database', async () => {
    const device = setup();
    answer = match(1);
    setLocal('2026-11-23T08:58');
    await service().checkIn(device, IMG);
    expect(() => db.prepare(`UPDATE checadas SET tipo = 'salida'`).run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM checadas').run()).toThrow(/append-only/);
  });
});
