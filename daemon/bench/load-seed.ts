/**
 * Fills a fresh database file for the load benchmark BEFORE the daemon starts: one branch, one
 * position, `employees` employees, and a synthetic face (random L2-normalised 512-float embedding,
 * stamped with the real model id so the daemon loads it into its gallery) for all but the first
 * `realPeople` employees, who are enrolled later through the API with real photos.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { closeDatabase as CloseDatabase, openDatabase as OpenDatabase } from '../src/db/connection.js';
import type { migrate as Migrate } from '../src/db/migrate.js';
import { MODEL_FILES } from '../src/face/onnx/engine.js';

type DbModules = { openDatabase: typeof OpenDatabase; closeDatabase: typeof CloseDatabase; migrate: typeof Migrate };

/** The migrations of the bundle under test (its dist/), so the schema is the one that daemon expects. */
async function dbModules(distDir: string): Promise<DbModules> {
  const load = (file: string): Promise<unknown> => import(pathToFileURL(join(distDir, 'db', file)).href);
  const [connection, migration] = await Promise.all([load('connection.js'), load('migrate.js')]);
  return { ...(connection as Pick<DbModules, 'openDatabase' | 'closeDatabase'>), ...(migration as Pick<DbModules, 'migrate'>) };
}

/** The id the daemon gives its embeddings (see face/load.ts): `fr_feature@` + 12 hex of the model's sha256. */
export function featureModelId(modelsDir: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(join(modelsDir, MODEL_FILES.feature)))
    .digest('hex');
  return `fr_feature@${hash.slice(0, 12)}`;
}

/** A small deterministic PRNG (mulberry32), so two runs seed the same gallery. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomUnitVector(random: () => number, dim = 512): Float32Array {
  const v = new Float32Array(dim);
  let norm = 0;
  for (let i = 0; i < dim; i++) {
    // Box-Muller: a Gaussian vector has a uniformly random direction.
    const g = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    v[i] = g;
    norm += g * g;
  }
  const inv = 1 / Math.sqrt(norm);
  for (let i = 0; i < dim; i++) v[i] = (v[i] as number) * inv;
  return v;
}

/** Returns the ids of the first `realPeople` employees (no face yet), in order. */
export async function seedDatabase(dbFile: string, opts: { distDir: string; employees: number; realPeople: number; modelId: string }): Promise<number[]> {
  const { openDatabase, closeDatabase, migrate } = await dbModules(opts.distDir);
  const db = openDatabase(dbFile);
  try {
    migrate(db);
    const now = new Date().toISOString();
    const random = prng(20261123);
    const crop = Buffer.from([0xff, 0xd8, 0xff, 0xd9]); // stands in for the 112x112 JPEG: never decoded by the bench
    const sucursal = Number(db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('CENTRO', ?, ?)").run(now, now).lastInsertRowid);
    const puesto = Number(
      db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('CAJERO', 30000, ?, ?)").run(now, now).lastInsertRowid,
    );
    const employee = db.prepare(
      `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
       VALUES (?, ?, ?, 30000, '2025-01-06', '09:00', '18:00', ?, ?)`,
    );
    const face = db.prepare('INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at) VALUES (?, ?, ?, 0.9, ?, ?)');
    const real: number[] = [];
    db.transaction(() => {
      for (let i = 0; i < opts.employees; i++) {
        const id = Number(employee.run(`EMPLEADO DE PRUEBA ${i + 1}`, sucursal, puesto, now, now).lastInsertRowid);
        if (i < opts.realPeople) {
          real.push(id);
          continue;
        }
        const v = randomUnitVector(random);
        face.run(id, Buffer.from(v.buffer, v.byteOffset, v.byteLength), opts.modelId, crop, now);
      }
    })();
    return real;
  } finally {
    closeDatabase(db);
  }
}
