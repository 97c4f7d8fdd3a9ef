/**
 * Face engine benchmark: model load time, per-stage and end-to-end latency (p50/p95 over RUNS runs)
 * on a 1280x720 JPEG composed in memory from test-fixtures/faces and on the busiest frame of the
 * busy-background set (the presented-face selection against the old largest-box rule), rank-1 and
 * false accepts on the sample photos and the busy-background set, peak RSS, and gallery search time
 * at 1k / 10k / 100k synthetic embeddings. Run: npm run bench (or npx tsx bench/face.bench.ts).
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { alignFace } from '../src/face/align.js';
import { laplacianVariance } from '../src/face/blur.js';
import { decodeImage } from '../src/face/decode.js';
import { FACE_DEFAULTS } from '../src/face/defaults.js';
import { Gallery } from '../src/face/gallery.js';
import { loadFaceEngine } from '../src/face/load.js';
import { encodeJpeg } from '../src/face/pipeline.js';
import { selectPresentedFace } from '../src/face/presentedFace.js';
import { systemClock } from '../src/lib/clock.js';
import { createFaceService } from '../src/services/faces/index.js';
import { busyBackgroundSet, detectorLocator, largestConfidentBox } from '../src/test-support/busyBackgrounds.js';
import { modelsDir, peoplePhotos, printRecognitionFigures, readFace, readPhoto, recognitionFigures } from './faces-dataset.js';

const RUNS = Number(process.env.RUNS ?? 60);
const WARMUP = 5;

type Stats = { p50: number; p95: number; mean: number };
function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] as number;
  return { p50: q(0.5), p95: q(0.95), mean: s.reduce((a, b) => a + b, 0) / s.length };
}
const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
const line = (label: string, st: Stats) => console.log(`  ${label.padEnd(34)} p50 ${ms(st.p50)}   p95 ${ms(st.p95)}`);

async function time(fn: () => unknown, runs = RUNS, warmup = WARMUP): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    t.push(performance.now() - start);
  }
  return stats(t);
}

/** A 1280x720 webcam-like frame: a sample portrait, face ~240 px, on a plain background. */
async function kioskFrame(): Promise<Buffer> {
  const person = await sharp(readFace('people', 'obama', '1.jpg'))
    .resize({ height: 700 })
    .toBuffer();
  const meta = await sharp(person).metadata();
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: '#7a8691' } })
    .composite([{ input: person, left: Math.round((1280 - (meta.width ?? 0)) / 2), top: 10 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

console.log(`face engine benchmark: ${RUNS} runs per figure after ${WARMUP} warm-up runs; node ${process.version}, ${process.arch}`);

const loadStart = performance.now();
const load = await loadFaceEngine(modelsDir);
const loadMs = performance.now() - loadStart;
if (load.status !== 'ok') throw new Error(load.reason);
const { engine } = load;
console.log(`\nmodel load (sha256 check + 4 ONNX sessions): ${loadMs.toFixed(0)} ms`);

const jpeg = await kioskFrame();
const dataUrl = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
const img = await decodeImage(dataUrl);
const faces = await engine.detect(img);
const box = (await selectPresentedFace(engine, img, faces, FACE_DEFAULTS.presented))?.chosen.box;
if (!box) throw new Error('no face in the benchmark frame');
const landmarks = await engine.landmarks(img, box);
const aligned = alignFace(img, landmarks);
console.log(
  `frame: ${img.width}x${img.height} JPEG, ${(jpeg.length / 1024).toFixed(0)} KB (data URL ${(dataUrl.length / 1024).toFixed(0)} KB), face ${Math.round(box.y2 - box.y1)} px`,
);

// A service with the sample people enrolled (photo 1 each) in an in-memory database.
const db = openDatabase(':memory:');
migrate(db);
const now = new Date().toISOString();
db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('Centro', ?, ?)").run(now, now);
db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('Cajero', 1, ?, ?)").run(now, now);
const service = createFaceService({ ...createRepositories(db), engine: load, clock: systemClock, liveness: 'warn' });
for (const [person, photos] of peoplePhotos()) {
  const id = db
    .prepare(
      `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
       VALUES (?, 1, 1, 1, '2026-01-01', '09:00', '18:00', ?, ?)`,
    )
    .run(person, now, now).lastInsertRowid;
  await service.enroll(Number(id), readPhoto(photos[0]!.path));
}
const check = await service.identify(dataUrl);
if (check.kind !== 'match') throw new Error(`benchmark frame not recognised: ${check.kind}`);

console.log('\nper stage (1280x720 frame)');
line('decode (data URL -> RGB, sharp)', await time(() => decodeImage(dataUrl)));
line('detect (320x240 + NMS)', await time(() => engine.detect(img)));
line('presented face (1 box)', await time(() => selectPresentedFace(engine, img, faces, FACE_DEFAULTS.presented)));
line('landmarks (64x64)', await time(() => engine.landmarks(img, box)));
line('align (Umeyama + warp 112x112)', await time(() => alignFace(img, landmarks)));
line('sharpness (Laplacian variance)', await time(() => laplacianVariance(aligned, FACE_DEFAULTS.quality.sharpnessRegion)));
line('embed (fr_feature 112x112)', await time(() => engine.embed(aligned)));
line('liveness (fr_liveness 128x128)', await time(() => engine.liveness(img, box)));
line('crop JPEG (snapshot)', await time(() => encodeJpeg(aligned)));

console.log('\nend to end');
const elu = performance.eventLoopUtilization();
const e2e = await time(() => service.identify(dataUrl));
const busy = performance.eventLoopUtilization(elu);
line(`identify (data URL -> match), ${service.gallerySize()} faces`, e2e);
console.log(`  main thread busy ${(busy.active / (RUNS + WARMUP)).toFixed(1)} ms per identification (the models run in 2 worker threads)`);

// The frame of the busy-background set with the most detector boxes: the selection's worst case.
const scenes = await busyBackgroundSet(detectorLocator(engine));
let busiest = { jpeg: scenes[0]!.jpeg, boxes: 0 };
for (const scene of scenes) {
  const n = (await engine.detect(await decodeImage(scene.jpeg))).length;
  if (n > busiest.boxes) busiest = { jpeg: scene.jpeg, boxes: n };
}
const busyUrl = `data:image/jpeg;base64,${busiest.jpeg.toString('base64')}`;
const busyImg = await decodeImage(busyUrl);
const busyFaces = await engine.detect(busyImg);
console.log(`\nbusiest busy-background frame: ${busiest.boxes} detector boxes (1280x720)`);
const before = await time(() => engine.landmarks(busyImg, largestConfidentBox(busyFaces)!));
const after = await time(() => selectPresentedFace(engine, busyImg, busyFaces, FACE_DEFAULTS.presented));
line('old: largest box + its landmarks', before);
line('presented-face selection', after);
console.log(`  extra latency of the selection: p50 ${(after.p50 - before.p50).toFixed(1)} ms`);
line(`identify (data URL -> match)`, await time(() => service.identify(busyUrl)));

console.log('\nrecognition (FACE_DEFAULTS gates; gallery = photo 1 of each person)');
printRecognitionFigures(await recognitionFigures(engine));

console.log('\ngallery search (synthetic unit embeddings, 512-d; exact float32 answer)');
const rand = (() => {
  let a = 12345;
  return () => (a = (a * 1103515245 + 12345) >>> 0) / 4294967296 - 0.5;
})();
const unit = () => {
  const v = new Float32Array(512).map(() => rand());
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
for (const n of [1_000, 10_000, 100_000]) {
  const gallery = new Gallery();
  for (let i = 0; i < n; i++) gallery.add(1 + (i % Math.ceil(n / 3)), unit()); // ~3 faces per employee
  const queries = Array.from({ length: RUNS + WARMUP }, unit);
  let k = 0;
  line(
    `${n.toLocaleString('en-US')} faces${gallery.prefiltering ? ' (int8 SIMD pre-filter)' : ' (exact scan)'}`,
    await time(() => gallery.search(queries[k++ % queries.length]!)),
  );
}

const peak = process.resourceUsage().maxRSS / 1024;
console.log(`\npeak RSS: ${peak.toFixed(0)} MB (includes the 100k gallery: ${((100_000 * 512 * 5) / 1024 / 1024).toFixed(0)} MB of embeddings)`);
await service.close();
db.close();
