/**
 * Where the face engine's memory goes, in one process, without HTTP: enrols the 8 sample people,
 * then identifies their other photos CONCURRENCY at a time for ROUNDS rounds, printing
 * process.memoryUsage() (V8 heap, external Buffers) next to RSS and sharp's cache. A companion of
 * bench/load.ts for finding what grows. Run: MALLOC_ARENA_MAX=2 node --expose-gc --import tsx bench/memory-probe.ts
 * (ROUNDS, CONCURRENCY; SMAPS=1 adds resident memory by mapping, see smaps.ts).
 */
import sharp from 'sharp';
import { openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { loadFaceEngine } from '../src/face/load.js';
import { systemClock } from '../src/lib/clock.js';
import { createFaceService } from '../src/services/faces/index.js';
import { modelsDir, peoplePhotos, readPhoto } from './faces-dataset.js';
import { toDataUrl } from '../src/test-support/faces.js';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const PEOPLE = ['amy', 'bernadette', 'howard', 'leonard', 'penny', 'raj', 'sheldon', 'stuart'];

const mb = (x: number) => `${(x / 1048576).toFixed(0).padStart(4)}`;
const report = (label: string) => {
  const m = process.memoryUsage();
  const c = sharp.cache();
  console.log(
    `${label.padEnd(22)} rss ${mb(m.rss)}  heapTotal ${mb(m.heapTotal)}  heapUsed ${mb(m.heapUsed)}  external ${mb(m.external)}  arrayBuffers ${mb(m.arrayBuffers)}  sharp cache ${c.memory.current} MB / ${c.items.current} ops / ${c.files.current} files`,
  );
};

report('start');
const load = await loadFaceEngine(modelsDir);
if (load.status !== 'ok') throw new Error(load.reason);
report('models loaded');
const db = openDatabase(':memory:');
migrate(db);
const now = new Date().toISOString();
db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('Centro', ?, ?)").run(now, now);
db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('Cajero', 1, ?, ?)").run(now, now);
const service = createFaceService({ ...createRepositories(db), engine: load, clock: systemClock, liveness: 'warn' });
const photos = peoplePhotos();
const probes: string[] = [];
for (const person of PEOPLE) {
  const list = photos.get(person)!;
  const id = db
    .prepare(
      `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
       VALUES (?, 1, 1, 1, '2026-01-01', '09:00', '18:00', ?, ?)`,
    )
    .run(person, now, now).lastInsertRowid;
  await service.enroll(Number(id), readPhoto(list[0]!.path));
  for (const p of list.slice(1)) probes.push(toDataUrl(readPhoto(p.path), p.file));
}
report('enrolled');
let k = 0;
for (let round = 1; round <= ROUNDS; round++) {
  await Promise.all(Array.from({ length: CONCURRENCY }, () => service.identify(probes[k++ % probes.length]!)));
  if (round % Math.max(1, Math.floor(ROUNDS / 8)) === 0) report(`round ${round} (${k} ids)`);
}
await new Promise((r) => setTimeout(r, 2000));
report('idle 2 s');
(globalThis as { gc?: () => void }).gc?.();
report('after gc()');
await service.close();
db.close();

if (process.env.SMAPS) {
  const { smapsSummary } = await import('./smaps.js');
  for (const g of smapsSummary().slice(0, 8)) console.log(`  ${String(g.rssMb).padStart(5)} MB  ${g.maps} maps  ${g.label}`);
}
