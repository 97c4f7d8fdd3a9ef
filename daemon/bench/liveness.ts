/**
 * Liveness groundwork for issue 14 item 2 (a liveness that blocks). Measures, with the real engine:
 * 1. p(real) of every sample in test-fixtures/spoofs (labelled by file name: <source>-<n>-<live|spoof>-<kind>)
 *    and of every photo in test-fixtures/faces/people/* (live), through analyze(..., 'identify');
 *    photos the pipeline refuses (no face, too small, ...) are counted apart, by reason.
 * 2. For a sweep of thresholds and the current FACE_DEFAULTS.liveness.realThreshold: spoofs stopped and
 *    live faces refused, each spoof's score, and the per-frame liveness latency.
 * 3. A cheap multi-frame signal: landmark non-rigidity of a burst of 4 frames (68 landmarks of each frame
 *    aligned to the first by a similarity transform; mean residual / inter-ocular distance), for a still
 *    photo (identical frames; frames shifted, scaled and slightly rotated as a whole, re-encoded) and for
 *    frames of the real video in test-fixtures/faces/videos.
 * Images are read from test-fixtures and never logged; video frames go to a temp dir outside the repo.
 * Run: npx tsx bench/liveness.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { decodeImage } from '../src/face/decode.js';
import { FACE_DEFAULTS } from '../src/face/defaults.js';
import type { Point, RgbImage } from '../src/face/image.js';
import { loadFaceEngine } from '../src/face/load.js';
import { similarityFit } from '../src/face/landmarkMotion.js';
import { analyze } from '../src/face/pipeline.js';
import { selectPresentedFace } from '../src/face/presentedFace.js';
import { spoofsDir } from '../src/test-support/spoofs.js';
import { MOVING_FACE_VIDEO } from '../src/test-support/videoFrames.js';
import { facesDir, modelsDir, peoplePhotos } from './faces-dataset.js';

const f3 = (x: number) => x.toFixed(3);
const quantile = (xs: number[], p: number) => {
  const v = [...xs].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.floor(p * (v.length - 1)))] ?? NaN;
};

const load = await loadFaceEngine(modelsDir);
if (load.status !== 'ok') throw new Error(load.reason);
const { engine } = load;

type Sample = { name: string; group: string; live: boolean; kind: string; path: string };
type Scored = Sample & { liveness: number };

const samples: Sample[] = [];
for (const file of readdirSync(spoofsDir).sort()) {
  const m = /^([a-z]+)-(\d+)-(live|spoof)-([a-z]+)\.(jpe?g|png)$/i.exec(file);
  if (!m) continue;
  const live = m[3] === 'live';
  samples.push({ name: file, group: live ? 'spoofs/ live camera' : `spoofs/ spoof ${m[4]}`, live, kind: m[4] as string, path: join(spoofsDir, file) });
}
for (const [person, photos] of peoplePhotos()) {
  for (const p of photos) {
    // The face-api.js folders hold tight 150x150 crops (no context around the face); the others full photos.
    const tight = (await sharp(readFileSync(p.path)).metadata()).width === 150;
    samples.push({
      name: `${person}/${p.file}`,
      group: tight ? 'faces/ tight 150px crops' : 'faces/ full photos',
      live: true,
      kind: tight ? 'crop' : 'photo',
      path: p.path,
    });
  }
}

const scored: Scored[] = [];
const refused = new Map<string, string[]>();
const latencyMs: number[] = [];
for (const s of samples) {
  const img = await decodeImage(readFileSync(s.path));
  const r = await analyze(engine, img, 'identify');
  if (!r.ok) {
    refused.set(r.reason, [...(refused.get(r.reason) ?? []), s.name]);
    continue;
  }
  scored.push({ ...s, liveness: r.face.liveness });
  // Per-frame liveness cost: the model call alone on the chosen box (crop + resize + inference), warm.
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await engine.liveness(img, r.face.box);
    if (i > 0) latencyMs.push(performance.now() - t0);
  }
}

console.log(`\nliveness p(real), analyze(..., 'identify') with FACE_DEFAULTS; ${samples.length} samples, ${scored.length} scored`);
for (const [reason, names] of refused) console.log(`  refused by the pipeline before liveness, ${reason}: ${names.length} (${names.join(', ')})`);
const groups = [...new Set(scored.map((s) => s.group))];
for (const g of groups) {
  const v = scored.filter((s) => s.group === g).map((s) => s.liveness);
  console.log(
    `  ${g.padEnd(26)} n=${String(v.length).padStart(2)} min=${f3(Math.min(...v))} p05=${f3(quantile(v, 0.05))} p50=${f3(quantile(v, 0.5))} max=${f3(Math.max(...v))}`,
  );
}
console.log('\neach spoof and each live camera sample (test-fixtures/spoofs)');
for (const s of scored.filter((x) => x.group.startsWith('spoofs/'))) console.log(`  ${s.name.padEnd(30)} ${s.live ? 'live ' : 'SPOOF'} ${f3(s.liveness)}`);
console.log('\nlowest-scoring live faces (test-fixtures/faces)');
for (const s of scored
  .filter((x) => x.group.startsWith('faces/'))
  .sort((a, b) => a.liveness - b.liveness)
  .slice(0, 8))
  console.log(`  ${s.name.padEnd(30)} ${f3(s.liveness)}`);

const current = FACE_DEFAULTS.liveness.realThreshold;
const thresholds = [...new Set([0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, current])].sort((a, b) => a - b);
const spoofs = scored.filter((s) => !s.live);
const liveAll = scored.filter((s) => s.live);
const liveFull = scored.filter((s) => s.live && s.kind !== 'crop');
const liveCrops = scored.filter((s) => s.kind === 'crop');
const frac = (n: number, d: number) => `${String(n).padStart(2)}/${d}`;
console.log('\nthreshold sweep: a face with p(real) < t is a suspected spoof');
console.log('  t       spoofs stopped   live refused (all)   live refused (full photos + camera)   live refused (tight crops)');
for (const t of thresholds) {
  const stopped = spoofs.filter((s) => s.liveness < t).length;
  const refusedOf = (xs: Scored[]) => xs.filter((s) => s.liveness < t).length;
  console.log(
    `  ${t.toFixed(2).padEnd(6)}${t === current ? '*' : ' '} ${frac(stopped, spoofs.length).padEnd(16)} ${frac(refusedOf(liveAll), liveAll.length).padEnd(20)} ${frac(refusedOf(liveFull), liveFull.length).padEnd(37)} ${frac(refusedOf(liveCrops), liveCrops.length)}`,
  );
}
console.log(`  (* = FACE_DEFAULTS.liveness.realThreshold ${current})`);
console.log(
  `\nper-frame liveness latency (model call on the chosen box, warm, ${latencyMs.length} calls): p50 ${latencyMs.length ? quantile(latencyMs, 0.5).toFixed(2) : 'n/a'} ms, p95 ${latencyMs.length ? quantile(latencyMs, 0.95).toFixed(2) : 'n/a'} ms`,
);

// ---- 3. multi-frame: landmark non-rigidity of a burst ----

/** The 68 landmarks of the presented face, or undefined when there is none. */
async function landmarksOf(bytes: Buffer): Promise<Point[] | undefined> {
  const img: RgbImage = await decodeImage(bytes);
  const sel = await selectPresentedFace(engine, img, await engine.detect(img), FACE_DEFAULTS.presented);
  return sel?.chosen.landmarks;
}

/** Per frame 2..n against frame 1; undefined where a frame has no face. */
async function burstNonRigidity(frames: Buffer[]): Promise<{ values: (number | undefined)[]; faces: number }> {
  const lms = await Promise.all(frames.map((f) => landmarksOf(f)));
  const ref = lms[0];
  const values = lms.slice(1).map((p) => (ref && p ? similarityFit(ref, p).residual : undefined));
  return { values, faces: lms.filter(Boolean).length };
}

/** A still photo held in the hand: the whole picture rotated by `deg`, zoomed by `scale` and shifted, re-encoded as JPEG. */
async function moved(bytes: Buffer, deg: number, scale: number, dx: number, dy: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(bytes).rotate().metadata();
  const rotated = await sharp(bytes).rotate().rotate(deg, { background: '#808080' }).png().toBuffer();
  const rm = await sharp(rotated).metadata();
  const w = Math.round(width / scale),
    h = Math.round(height / scale);
  const left = Math.max(0, Math.min((rm.width ?? 0) - w, Math.round(((rm.width ?? 0) - w) / 2 + dx)));
  const top = Math.max(0, Math.min((rm.height ?? 0) - h, Math.round(((rm.height ?? 0) - h) / 2 + dy)));
  return sharp(rotated).extract({ left, top, width: w, height: h }).resize(width, height).jpeg({ quality: 85 }).toBuffer();
}

const bursts: { label: string; still: boolean; frames: Buffer[] }[] = [];
for (const rel of ['people/obama/1.jpg', 'people/lin_manuel_miranda/1.png', 'people/kit_harington/1.jpg']) {
  const bytes = readFileSync(join(facesDir, rel));
  bursts.push({ label: `${rel}, 4 identical frames`, still: true, frames: [bytes, bytes, bytes, bytes] });
  bursts.push({
    label: `${rel}, moved as a whole (shift <=12px, scale <=1.08, rot <=3deg)`,
    still: true,
    frames: await Promise.all([moved(bytes, 0, 1, 0, 0), moved(bytes, 1.5, 1.03, 8, -5), moved(bytes, -2, 1.06, -12, 6), moved(bytes, 3, 1.08, 5, 10)]),
  });
}
const tmp = mkdtempSync(join(tmpdir(), 'reloj-liveness-'));
try {
  for (const start of [4.0, 4.75, 5.5, 6.0]) {
    const dir = mkdtempSync(join(tmp, 'b'));
    execFileSync('ffmpeg', ['-v', 'error', '-ss', String(start), '-i', MOVING_FACE_VIDEO, '-vf', 'fps=4', '-frames:v', '4', join(dir, '%02d.png')]);
    const frames = readdirSync(dir)
      .sort()
      .map((f) => readFileSync(join(dir, f)));
    bursts.push({ label: `video ${start.toFixed(2)}s, 4 frames at 4 fps (real motion)`, still: false, frames });
    // Control for face size (the video face is ~80 px, landmarks are noisier): its first frame as a still moved as a whole.
    if (start === 5.5) {
      const f0 = frames[0] as Buffer;
      bursts.push({
        label: `video ${start.toFixed(2)}s frame 1 as a still, moved as a whole (same moves)`,
        still: true,
        frames: await Promise.all([moved(f0, 0, 1, 0, 0), moved(f0, 1.5, 1.03, 8, -5), moved(f0, -2, 1.06, -12, 6), moved(f0, 3, 1.08, 5, 10)]),
      });
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

console.log('\nburst non-rigidity: frames 2-4 aligned to frame 1 (similarity Procrustes on 68 landmarks), mean residual / inter-ocular distance');
const stillMax: number[] = [];
const realVals: number[] = [];
for (const b of bursts) {
  const r = await burstNonRigidity(b.frames);
  const vals = r.values.filter((v): v is number => v !== undefined);
  (b.still ? stillMax : realVals).push(...vals);
  const burstMean = vals.length ? vals.reduce((s, v) => s + v, 0) / vals.length : NaN;
  console.log(
    `  ${b.still ? 'still' : 'REAL '} ${b.label.padEnd(96)} faces ${r.faces}/${b.frames.length}  per frame ${r.values.map((v) => (v === undefined ? '  -  ' : f3(v))).join(' ')}  mean ${f3(burstMean)}`,
  );
}
console.log(
  `  still bursts: per-frame max ${f3(Math.max(...stillMax))}; real bursts: per-frame min ${f3(Math.min(...realVals))} p50 ${f3(quantile(realVals, 0.5))}`,
);

await engine.close();
