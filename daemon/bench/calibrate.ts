/**
 * Measures the decision thresholds on test-fixtures/faces with the real pipeline:
 * every same-person and different-person cosine score, the enrol-photo-1 identification protocol
 * (best score, margin to the second employee), per-photo detector score, face size, sharpness
 * and liveness, and the presented-face selection on the group photos and the busy-background set
 * (relative sharpness and shape of every box, outcomes by background blur, rank-1 and false accepts).
 * Run: npx tsx bench/calibrate.ts
 */
import sharp from 'sharp';
import { FACE_DEFAULTS, type FaceDefaults } from '../src/face/defaults.js';
import { loadFaceEngine } from '../src/face/load.js';
import { Gallery } from '../src/face/gallery.js';
import { decodeImage } from '../src/face/decode.js';
import { boxSharpness } from '../src/face/boxSharpness.js';
import type { DetectedFace } from '../src/face/engine.js';
import { plausibleShape, shapeMeasures } from '../src/face/faceShape.js';
import { boxHeight, cropResize, squareAround, type RgbImage } from '../src/face/image.js';
import { iou } from '../src/face/nms.js';
import { analyze } from '../src/face/pipeline.js';
import { selectPresentedFace } from '../src/face/presentedFace.js';
import { BACKGROUND_BLUR_SIGMA, busyBackgroundSet, detectorLocator, groupBackgrounds, largestConfidentBox } from '../src/test-support/busyBackgrounds.js';
import {
  modelsDir,
  peoplePhotos,
  printRecognitionFigures,
  readFace,
  readPhoto,
  recognitionFigures,
  type Photo,
  type RecognitionFigures,
} from './faces-dataset.js';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * (b[i] as number), 0);
const f3 = (x: number) => x.toFixed(3);

function summary(label: string, values: number[]) {
  const v = [...values].sort((a, b) => a - b);
  const q = (p: number) => v[Math.min(v.length - 1, Math.floor(p * (v.length - 1)))] as number;
  console.log(`${label.padEnd(30)} n=${String(v.length).padStart(4)}  min=${f3(q(0))} p05=${f3(q(0.05))} p50=${f3(q(0.5))} p95=${f3(q(0.95))} max=${f3(q(1))}`);
}

const outcome = (r: Awaited<ReturnType<typeof analyze>>) => (r.ok ? 'ok' : r.reason);
const tally = (xs: string[]) => JSON.stringify(Object.fromEntries([...new Set(xs)].map((x) => [x, xs.filter((y) => y === x).length])));

function histogram(values: number[], lo = -0.4, hi = 1, step = 0.05) {
  for (let x = lo; x < hi - 1e-9; x += step) {
    const n = values.filter((v) => v >= x && v < x + step).length;
    if (n > 0) console.log(`  [${x.toFixed(2)}, ${(x + step).toFixed(2)})  ${String(n).padStart(4)} ${'#'.repeat(Math.min(60, n))}`);
  }
}

/** The pipeline with the size and sharpness refusals switched off, to see the raw figures. */
const open = { minFaceSidePx: 0, minSharpness: 0 };
const permissive: FaceDefaults = { ...FACE_DEFAULTS, quality: { ...FACE_DEFAULTS.quality, enroll: open, identify: open } };

const load = await loadFaceEngine(modelsDir);
if (load.status !== 'ok') throw new Error(load.reason);
const { engine } = load;

type Row = Photo & { embedding: Float32Array; unaligned: Float32Array };

/** The same face without the 5-point alignment (square box crop stretched to 112x112), for comparison. */
async function unalignedEmbedding(path: string): Promise<Float32Array | undefined> {
  const img = await decodeImage(readPhoto(path));
  const box = (await selectPresentedFace(engine, img, await engine.detect(img), FACE_DEFAULTS.presented))?.chosen.box;
  return box && engine.embed(cropResize(img, squareAround(box, boxHeight(box)), 112, 112));
}

const rows: Row[] = [];
console.log('\nper photo: detector score, face side px, sharpness, liveness, quality');
for (const [, photos] of peoplePhotos()) {
  for (const photo of photos) {
    const r = await analyze(engine, readPhoto(photo.path), 'identify', permissive);
    if (!r.ok) {
      console.log(`  ${photo.person}/${photo.file}: ${r.reason}`);
      continue;
    }
    const f = r.face;
    console.log(
      `  ${`${photo.person}/${photo.file}`.padEnd(28)} det=${f3(f.box.score)} side=${String(Math.round(Math.min(f.box.x2 - f.box.x1, f.box.y2 - f.box.y1))).padStart(4)} sharp=${f.sharpness.toFixed(0).padStart(5)} live=${f3(f.liveness)} q=${f3(f.quality)}`,
    );
    const unaligned = await unalignedEmbedding(photo.path);
    if (unaligned) rows.push({ ...photo, embedding: f.embedding, unaligned });
  }
}

const same: number[] = [];
const diff: number[] = [];
let worstDiff = { score: -1, a: '', b: '' };
let worstSame = { score: 2, a: '', b: '' };
for (let i = 0; i < rows.length; i++) {
  for (let j = i + 1; j < rows.length; j++) {
    const a = rows[i] as Row,
      b = rows[j] as Row;
    const s = dot(a.embedding, b.embedding);
    if (a.person === b.person) {
      same.push(s);
      if (s < worstSame.score) worstSame = { score: s, a: `${a.person}/${a.file}`, b: `${b.person}/${b.file}` };
    } else {
      diff.push(s);
      if (s > worstDiff.score) worstDiff = { score: s, a: `${a.person}/${a.file}`, b: `${b.person}/${b.file}` };
    }
  }
}
console.log('\nall pairs (cosine)');
summary('same person', same);
histogram(same);
summary('different people', diff);
histogram(diff);
console.log(`  lowest same-person pair:    ${f3(worstSame.score)} ${worstSame.a} ~ ${worstSame.b}`);
console.log(`  highest different pair:     ${f3(worstDiff.score)} ${worstDiff.a} ~ ${worstDiff.b}`);

// Enrol photo 1 of each person (employee id = index + 1), identify every other photo.
const persons = [...new Set(rows.map((r) => r.person))];
const gallery = new Gallery();
for (const r of rows) if (r.file.startsWith('1.')) gallery.add(persons.indexOf(r.person) + 1, r.embedding);
const genuineBest: number[] = [];
const genuineMargin: number[] = [];
let rank1 = 0;
let probes = 0;
for (const r of rows) {
  if (r.file.startsWith('1.')) continue;
  const hit = gallery.search(r.embedding);
  if (!hit) continue;
  probes++;
  const correct = hit.employeeId === persons.indexOf(r.person) + 1;
  if (correct) rank1++;
  else console.log(`  rank-1 miss: ${r.person}/${r.file} -> ${persons[hit.employeeId - 1]} ${f3(hit.score)}`);
  genuineBest.push(hit.score);
  genuineMargin.push(hit.margin);
}
// Impostors: each person left out of the gallery in turn, their photos probed against everyone else.
const impostorBest: number[] = [];
for (const left of persons) {
  const g = new Gallery();
  for (const r of rows) if (r.file.startsWith('1.') && r.person !== left) g.add(persons.indexOf(r.person) + 1, r.embedding);
  for (const r of rows) if (r.person === left) impostorBest.push(g.search(r.embedding)?.score ?? -1);
}
const plain = new Gallery();
for (const r of rows) if (r.file.startsWith('1.')) plain.add(persons.indexOf(r.person) + 1, r.unaligned);
const rank1Unaligned = rows.filter((r) => !r.file.startsWith('1.') && plain.search(r.unaligned)?.employeeId === persons.indexOf(r.person) + 1).length;
console.log(`\nenrol photo 1, identify the rest: rank-1 ${rank1}/${probes} (without alignment: ${rank1Unaligned}/${probes})`);
summary('genuine best score', genuineBest);
summary('genuine margin to 2nd', genuineMargin);
summary('impostor best score (held out)', impostorBest);

const { threshold, margin } = FACE_DEFAULTS.matching;
const accepted = genuineBest.filter((s, i) => s >= threshold && (genuineMargin[i] as number) >= margin).length;
const falseAccepts = impostorBest.filter((s) => s >= threshold).length;
console.log(`\ncurrent defaults: threshold=${threshold} margin=${margin}`);
console.log(
  `  genuine accepted ${accepted}/${genuineBest.length}, impostor accepted ${falseAccepts}/${impostorBest.length}, different pairs >= threshold ${diff.filter((s) => s >= threshold).length}/${diff.length}`,
);
// Degradation sweep: photo 2 of every person, shrunk until the face is S px, or blurred with sigma B;
// gallery = photo 1 of everyone. Shows where sharpness / size stop giving safe matches.
console.log('\ndegradation sweep (probe = photo 2 of each person; gallery = photo 1 of each)');
console.log('  variant      faces  sharpness(min/p50)  genuine(min/p50)  accepted  wrong-best (max score)');
const probes2 = rows.filter((r) => r.file.startsWith('2.'));
const variants: { label: string; make: (buf: Buffer, side: number) => Promise<Buffer> }[] = [
  ...[1, 2, 3, 4, 6].map((sigma) => ({ label: `blur s=${sigma}`, make: (b: Buffer) => sharp(b).blur(sigma).png().toBuffer() })),
  ...[64, 48, 40, 32, 24].map((target) => ({
    label: `face ${target}px`,
    make: async (b: Buffer, side: number) => {
      const meta = await sharp(b).metadata();
      return sharp(b)
        .resize({ width: Math.max(8, Math.round(((meta.width ?? 1) * target) / side)) })
        .png()
        .toBuffer();
    },
  })),
];
for (const v of variants) {
  const sharpness: number[] = [];
  const genuine: number[] = [];
  let accepted = 0;
  let wrong = 0;
  let wrongMax = -1;
  for (const r of probes2) {
    const orig = await analyze(engine, readPhoto(r.path), 'identify', permissive);
    if (!orig.ok) continue;
    const side = Math.min(orig.face.box.x2 - orig.face.box.x1, orig.face.box.y2 - orig.face.box.y1);
    const res = await analyze(engine, await v.make(readPhoto(r.path), side), 'identify', permissive);
    if (!res.ok) continue;
    sharpness.push(res.face.sharpness);
    const hit = gallery.search(res.face.embedding);
    if (!hit) continue;
    const own = persons.indexOf(r.person) + 1;
    if (hit.employeeId !== own) {
      wrong++;
      wrongMax = Math.max(wrongMax, hit.score);
    } else genuine.push(hit.score);
    if (hit.employeeId === own && hit.score >= threshold && hit.margin >= margin) accepted++;
  }
  const s = [...sharpness].sort((a, b) => a - b);
  const g = [...genuine].sort((a, b) => a - b);
  const mid = (x: number[]) => x[Math.floor(x.length / 2)] ?? NaN;
  console.log(
    `  ${v.label.padEnd(12)} ${String(sharpness.length).padStart(3)}/${probes2.length}  ${(s[0] ?? NaN).toFixed(0).padStart(6)}/${mid(s).toFixed(0).padEnd(6)}        ${f3(g[0] ?? NaN)}/${f3(mid(g))}       ${String(accepted).padStart(2)}        ${wrong}${wrong ? ` (${f3(wrongMax)})` : ''}`,
  );
}

// The presented-face selection (issue 14): which boxes it drops, and what it does on the busy-background set.
const sharpnessOf = (img: RgbImage, faces: DetectedFace[]) => {
  const values = faces.map((f) => boxSharpness(img, f, FACE_DEFAULTS.presented.sharpness));
  const sharpest = Math.max(...values);
  return values.map((v) => (sharpest > 0 ? v / sharpest : 1));
};
const shapeFails = async (img: RgbImage, f: DetectedFace) => !plausibleShape(shapeMeasures(await engine.landmarks(img, f), f), FACE_DEFAULTS.presented.shape);
type BoxKind = 'real face, group photo' | 'false box, one-person photo' | 'presented face, busy set' | 'person behind, busy set' | 'crowd box, busy set';
const boxes = new Map<BoxKind, { rel: number[]; score: number[]; shapeFails: number }>();
const record = async (kind: BoxKind, img: RgbImage, f: DetectedFace, rel: number) => {
  const b = boxes.get(kind) ?? { rel: [], score: [], shapeFails: 0 };
  boxes.set(kind, b);
  b.rel.push(rel);
  b.score.push(f.score);
  if (await shapeFails(img, f)) b.shapeFails++;
};
for (const group of groupBackgrounds()) {
  const img = await decodeImage(readFace('groups', group));
  const faces = (await engine.detect(img)).filter((f) => f.score >= FACE_DEFAULTS.detection.confidentScore);
  const rel = sharpnessOf(img, faces);
  for (const [i, f] of faces.entries()) await record('real face, group photo', img, f, rel[i] as number);
}
for (const [, photos] of peoplePhotos()) {
  for (const photo of photos) {
    const img = await decodeImage(readPhoto(photo.path));
    const faces = await engine.detect(img);
    const rel = sharpnessOf(img, faces);
    // Each of these photos holds one person: the most confident box is the face, any other is false.
    for (const [i, f] of faces.entries()) if (i > 0) await record('false box, one-person photo', img, f, rel[i] as number);
  }
}
const busyScenes = await busyBackgroundSet(detectorLocator(engine));
for (const s of busyScenes) {
  const img = await decodeImage(s.jpeg);
  const faces = await engine.detect(img);
  const rel = sharpnessOf(img, faces);
  for (const [i, f] of faces.entries()) {
    const kind: BoxKind =
      iou(f, s.presented.box) >= 0.4 ? 'presented face, busy set' : s.behind && iou(f, s.behind.box) >= 0.4 ? 'person behind, busy set' : 'crowd box, busy set';
    await record(kind, img, f, rel[i] as number);
  }
}
console.log(
  `\npresented face: every detector box, sharpness relative to the sharpest box of its picture (drop under ${FACE_DEFAULTS.presented.minRelativeSharpness}), shape check`,
);
for (const [kind, b] of boxes) {
  summary(`${kind} (rel. sharpness)`, b.rel);
  console.log(
    `  ${''.padEnd(30)} scores ${f3(Math.min(...b.score))}..${f3(Math.max(...b.score))}, >= 0.99: ${b.score.filter((x) => x >= 0.99).length}; under the sharpness cut ${b.rel.filter((r) => r < FACE_DEFAULTS.presented.minRelativeSharpness).length}; failing the shape check ${b.shapeFails}`,
  );
}
let oldWrong = 0;
for (const s of busyScenes) {
  const box = largestConfidentBox(await engine.detect(await decodeImage(s.jpeg)));
  if (!box || iou(box, s.presented.box) < 0.4) oldWrong++;
}
console.log(`\nbusy-background set: ${busyScenes.length} scenes; the old "largest confident box" rule takes a crowd box in ${oldWrong}`);
console.log('  enrolment of each scene:', tally(await Promise.all(busyScenes.map(async (s) => outcome(await analyze(engine, s.jpeg, 'enroll'))))));
console.log('  kiosk by background blur (presented face chosen and recognised / refused / other):');
const bySigma = new Map<number, Awaited<ReturnType<typeof recognitionFigures>>>();
for (const sigma of [3, 4, 6, BACKGROUND_BLUR_SIGMA, 12]) {
  const figures = await recognitionFigures(engine, { busy: { blurSigma: sigma } });
  bySigma.set(sigma, figures);
  const [, f, old] = figures as [unknown, RecognitionFigures, RecognitionFigures];
  console.log(
    `    sigma ${String(sigma).padStart(2)}: accepted ${f.accepted}/${f.probes}, refused ${JSON.stringify(f.refused)}, other box ${f.wrongFace}, wrong employee accepted ${f.wrongAccepted}; old rule: accepted ${old.accepted}, wrong employee accepted ${old.wrongAccepted}`,
  );
}

console.log(`\nrecognition at the kiosk (FACE_DEFAULTS gates; gallery = photo 1 of each person; busy set blurred with sigma ${BACKGROUND_BLUR_SIGMA})`);
printRecognitionFigures(bySigma.get(BACKGROUND_BLUR_SIGMA)!);
await engine.close();
