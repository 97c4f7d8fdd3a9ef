/**
 * Issue 14 item 2, end to end through the face service in `block` mode (what POST /api/attendance/check-in does):
 * 1. live first try: 100 bursts of the sample video's real, moving face (Lin-Manuel Miranda, enrolled from his
 *    portrait) at the kiosk's 720 px: punched at once, asked for a challenge, or refused (the face turns fast: a hard
 *    case for 'one face'); the same bursts at the video's own 640x360 (not the kiosk's size, issue 39);
 * 2. still pictures: every enrolled live photo sent as a burst of identical frames (a photo held before the camera,
 *    a fake webcam): must be asked for a challenge; the same frames answering it must be refused;
 * 3. the public spoofs (test-fixtures/spoofs), alone and as bursts; the screen replay the passive model misses is
 *    enrolled from itself, so only the challenge can stop it;
 * 4. a challenge answered by a real head turn (video frames, either way);
 * 5. server time of a burst and of a challenge answer, per frame;
 * 6. issue 26: a replayed head-shaking video (fixed frames turning both ways) answering challenges of either direction;
 * 7. issue 26: bursts of different still photos of one enrolled person, as sent and cropped to one 640x480 frame size;
 * 8. issue 26, 39: a single frame `{image}` of every live photo and spoof: asked to turn, or refused (never punched);
 * 9. issue 26: the surroundings' change (sceneChange.ts) of the live bursts, the real turns and the photo bursts, and
 *    what the new checks cost per frame;
 * 10. issue 39: bursts of 2-3 different 150x150 crops of one enrolled person (8 people x 20 = 160), as sent, enlarged to
 *    720x720 and cropped to 720x540, each challenge answered with the same crops; and the share of the grid outside
 *    the faces (sceneMinShare) of the live bursts, the sample photos as kiosk frames and a face brought ever closer.
 * Run: npx tsx bench/liveness-burst.ts
 */
import sharp from 'sharp';
import { openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { decodeImage } from '../src/face/decode.js';
import { FACE_DEFAULTS } from '../src/face/defaults.js';
import { loadFaceEngine } from '../src/face/load.js';
import { analyze, type AnalyzedFace } from '../src/face/pipeline.js';
import { KIOSK_FRAME_WIDTH } from '@reloj/contract/attendance';
import { compareScenes, sceneChange, sceneGrid } from '../src/face/sceneChange.js';
import { turnShown } from '../src/face/turnCheck.js';
import type { Identification } from '../src/face/outcome.js';
import { systemClock } from '../src/lib/clock.js';
import { createFaceService } from '../src/services/faces/index.js';
import { readSpoof, spoofSamples } from '../src/test-support/spoofs.js';
import { videoFrames } from '../src/test-support/videoFrames.js';
import { modelsDir, peoplePhotos, readFace, readPhoto } from './faces-dataset.js';

const load = await loadFaceEngine(modelsDir);
if (load.status !== 'ok') throw new Error(load.reason);

const db = openDatabase(':memory:');
migrate(db);
const now = new Date().toISOString();
db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('Centro', ?, ?)").run(now, now);
db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('Cajero', 1, ?, ?)").run(now, now);
const service = createFaceService({ ...createRepositories(db), engine: load, clock: systemClock, liveness: 'block' });
const hire = async (nombre: string, photo: Buffer) => {
  const id = Number(
    db
      .prepare(
        `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
         VALUES (?, 1, 1, 1, '2026-01-01', '09:00', '18:00', ?, ?)`,
      )
      .run(nombre, now, now).lastInsertRowid,
  );
  await service.enroll(id, photo);
  return id;
};
const stills: [string, Buffer][] = [
  ['people/lin_manuel_miranda/1.png', readFace('people', 'lin_manuel_miranda', '1.png')],
  ['people/obama/1.jpg', readFace('people', 'obama', '1.jpg')],
  ['people/biden/1.jpg', readFace('people', 'biden', '1.jpg')],
  ['people/kit_harington/1.jpg', readFace('people', 'kit_harington', '1.jpg')],
  ['people/rose_leslie/1.jpg', readFace('people', 'rose_leslie', '1.jpg')],
  ['spoofs/vietmoney-6-live-camera.png', readSpoof('vietmoney-6-live-camera.png')],
];
for (const [name, photo] of stills) await hire(name, photo);
await hire('screen replay', readSpoof('vietmoney-1-spoof-screen.jpg'));

const DEVICE = 1;
const outcome = (r: Identification) => (r.kind === 'no_match' ? r.outcome.reason : r.kind);
const tally = (xs: string[]) => [...xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>())].map(([k, n]) => `${k} ${n}`).join(', ');
const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * (xs.length - 1)))] ?? NaN;

// 1. Live, first try: 4.0-7.0 s of the video (90 frames at 30 fps), bursts of about a second, as the kiosk's browser
// draws the 640x360 camera picture: 720 px wide.
const burstsOf = (frames: Buffer[]) => {
  const out: Buffer[][] = [];
  for (let s = 0; s + 24 < frames.length && out.length < 66; s++) out.push([0, 8, 16, 24].map((d) => frames[s + d] as Buffer));
  for (let s = 0; s + 20 < frames.length && out.length < 100; s += 2) out.push([0, 10, 20].map((d) => frames[s + d] as Buffer));
  return out;
};
const video = videoFrames(4.0, 90, 30, KIOSK_FRAME_WIDTH);
const bursts = burstsOf(video);
const liveResults: string[] = [];
const burstMs: number[] = [];
for (const frames of bursts) {
  const t0 = performance.now();
  const r = await service.identifyFrames(frames, { deviceId: DEVICE });
  burstMs.push((performance.now() - t0) / frames.length);
  liveResults.push(outcome(r));
}
const firstTry = liveResults.filter((r) => r === 'match').length;
console.log(
  `\nlive first try: ${bursts.length} bursts of the sample video at 720x405 (66 of 4 frames 267 ms apart, 34 of 3 frames 333 ms apart), liveness block`,
);
console.log(`  punched at once ${firstTry}/${bursts.length}; answers: ${tally(liveResults)}`);
const nativeResults: string[] = [];
for (const frames of burstsOf(videoFrames(4.0, 90))) nativeResults.push(outcome(await service.identifyFrames(frames, { deviceId: DEVICE })));
console.log(`  the same bursts at the video's own 640x360 (not the kiosk's size): ${tally(nativeResults)}`);

// 2. Still pictures of enrolled people: a burst of identical frames, then the same frames answering the challenge.
console.log('\nstill pictures of enrolled people as bursts of 4 identical frames');
for (const [name, photo] of stills) {
  const asked = await service.identifyFrames([photo, photo, photo, photo], { deviceId: DEVICE });
  const answer = asked.kind === 'challenge' ? outcome(await service.identifyFrames(Array(6).fill(photo), { deviceId: DEVICE, reto: asked.reto })) : '-';
  console.log(`  ${name.padEnd(36)} ${outcome(asked).padEnd(12)} answer with the same frames: ${answer}`);
}

// 3. Public spoofs, alone and as bursts (the screen replay's person is enrolled from that very picture).
console.log('\npublic spoofs (test-fixtures/spoofs): alone / as a burst of 4 identical frames -> challenge answered with the same frames');
let stoppedAlone = 0;
let stoppedBurst = 0;
const spoofs = spoofSamples().filter((s) => !s.live);
for (const s of spoofs) {
  const photo = readSpoof(s.file);
  const alone = outcome(await service.identify(photo, DEVICE));
  const asked = await service.identifyFrames([photo, photo, photo, photo], { deviceId: DEVICE });
  const answer = asked.kind === 'challenge' ? outcome(await service.identifyFrames(Array(6).fill(photo), { deviceId: DEVICE, reto: asked.reto })) : null;
  if (alone !== 'match') stoppedAlone++;
  if (asked.kind !== 'match' && answer !== 'match') stoppedBurst++;
  console.log(`  ${s.file.padEnd(32)} alone: ${alone.padEnd(12)} burst: ${outcome(asked)}${answer ? ` -> ${answer}` : ''}`);
}
console.log(`  spoofs stopped: alone ${stoppedAlone}/${spoofs.length}, burst + challenge ${stoppedBurst}/${spoofs.length}`);

// 4. A challenge answered by a real head turn, either way: asked on a still of the video's frontal frame.
const facing = video[0] as Buffer;
const turningRight = [0, 8, 16, 24, 28].map((i) => video[i] as Buffer);
const turningLeft = [52, 56, 60, 64, 68].map((i) => video[i] as Buffer);
const answerMs: number[] = [];
const answers: string[] = [];
for (let i = 0; i < 20; i++) {
  const asked = await service.identifyFrames([facing, facing, facing, facing], { deviceId: DEVICE });
  if (asked.kind !== 'challenge') {
    answers.push(`not asked: ${outcome(asked)}`);
    continue;
  }
  const frames = asked.accion === 'girar_izquierda' ? turningLeft : turningRight;
  const t0 = performance.now();
  const r = await service.identifyFrames(frames, { deviceId: DEVICE, reto: asked.reto });
  answerMs.push((performance.now() - t0) / frames.length);
  answers.push(`${asked.accion} ${outcome(r)}`);
}
console.log(`\nchallenge answered by a real head turn (20 challenges on the video's frontal frame): ${tally(answers)}`);

// 5. Server time per frame.
const single: number[] = [];
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  await service.identify(video[0] as Buffer);
  single.push(performance.now() - t0);
}
console.log('\nserver time (face service, frames decoded from PNG; 2-core dev box)');
console.log(`  one frame {image}:           p50 ${quantile(single, 0.5).toFixed(1)} ms, p95 ${quantile(single, 0.95).toFixed(1)} ms`);
console.log(
  `  burst, per frame:            p50 ${quantile(burstMs, 0.5).toFixed(1)} ms, p95 ${quantile(burstMs, 0.95).toFixed(1)} ms (a burst of 4: ~${(4 * quantile(burstMs, 0.5)).toFixed(0)} ms)`,
);
console.log(
  `  challenge answer, per frame: p50 ${quantile(answerMs, 0.5).toFixed(1)} ms, p95 ${quantile(answerMs, 0.95).toFixed(1)} ms (5 frames: ~${(5 * quantile(answerMs, 0.5)).toFixed(0)} ms)`,
);

// 6. A replayed video shaking the head: the same fixed frames answer every challenge, whatever it asks.
const shaking: [string, number[]][] = [
  ['right then left', [0, 8, 16, 24, 52, 60, 68]],
  ['left then right', [52, 60, 68, 80, 88]],
];
console.log('\nreplayed head shake (fixed video frames) answering 20 challenges on the frontal frame');
for (const [label, indices] of shaking) {
  const frames = indices.map((i) => video[i] as Buffer);
  const replies: string[] = [];
  for (let i = 0; i < 20; i++) {
    const asked = await service.identifyFrames([facing, facing, facing, facing], { deviceId: DEVICE });
    if (asked.kind !== 'challenge') continue;
    replies.push(`${asked.accion} ${outcome(await service.identifyFrames(frames, { deviceId: DEVICE, reto: asked.reto }))}`);
  }
  console.log(`  ${label.padEnd(16)} ${tally(replies.sort())}`);
}

// 7. Different still photos of one enrolled person in one burst, as sent and as a fake webcam would (one frame size).
const oneFrameSize = (photo: Buffer) => sharp(photo).rotate().resize(640, 480, { fit: 'cover', position: 'entropy' }).jpeg().toBuffer();
const photoBursts: [string, string[]][] = [
  ['obama', ['2.jpg', '3.jpg', '4-720p.jpg']],
  ['obama', ['1.jpg', '2.jpg', '3.jpg']],
  ['kit_harington', ['1.jpg', '2.jpg', '3.jpg']],
  ['biden', ['1.jpg', '2.jpg']],
  ['rose_leslie', ['1.jpg', '2.jpg']],
];
console.log('\nbursts of different still photos of one enrolled person: as sent / cropped to 640x480');
let photoPunched = 0;
for (const [person, files] of photoBursts) {
  const sent = files.map((f) => readFace('people', person, f));
  const cropped = await Promise.all(sent.map(oneFrameSize));
  const answers: string[] = [];
  for (const frames of [sent, cropped]) {
    const r = await service.identifyFrames(frames, { deviceId: DEVICE });
    if (r.kind === 'match') photoPunched++;
    answers.push(outcome(r));
  }
  console.log(`  ${`${person} ${files.join(' ')}`.padEnd(44)} ${answers.join(' / ')}`);
}
console.log(`  punched: ${photoPunched}/${2 * photoBursts.length}`);

// 8. One frame alone: a spoof the passive model misses must turn like a burst; a clearly live photo punches.
console.log('\na single frame {image} in block mode (issue 39: never punched)');
const singles: [string, Buffer][] = [...stills, ...spoofs.map((s): [string, Buffer] => [`spoofs/${s.file}`, readSpoof(s.file)])];
for (const [name, photo] of singles) console.log(`  ${name.padEnd(36)} ${outcome(await service.identifyFrames([photo], { deviceId: DEVICE }))}`);

// 9. The surroundings' change of each burst (largest between consecutive frames) and the cost of the new checks.
const { sceneMinCells, sceneMinShare, sceneMaxChange } = FACE_DEFAULTS.liveness.burst;
const analysed = async (frame: Buffer): Promise<AnalyzedFace | undefined> => {
  const r = await analyze(load.engine, frame, 'identify');
  return r.ok ? r.face : undefined; // frames without a usable face are skipped, as the service does
};
const videoFaces = new Map<Buffer, AnalyzedFace | undefined>();
for (const frame of new Set(bursts.flat())) videoFaces.set(frame, await analysed(frame));
const sceneOf = async (frames: Buffer[]) => {
  const usable = await Promise.all(frames.map((f) => (videoFaces.has(f) ? Promise.resolve(videoFaces.get(f)) : analysed(f))));
  return compareScenes(
    usable.filter((f): f is AnalyzedFace => f !== undefined),
    sceneMinCells,
    sceneMinShare,
  ).largest;
};
const liveScenes = await Promise.all(bursts.map(sceneOf));
const f1 = (x: number | null) => (x === null ? '-' : x === Infinity ? 'sizes differ' : x.toFixed(1));
console.log(`\nsurroundings' change (median grey levels outside the faces, largest between consecutive frames; refused above ${sceneMaxChange})`);
console.log(`  live bursts of the video: p50 ${f1(quantile(liveScenes as number[], 0.5))}, max ${f1(Math.max(...(liveScenes as number[])))}`);
console.log(`  real turns: right ${f1(await sceneOf(turningRight))}, left ${f1(await sceneOf(turningLeft))}`);
for (const [person, files] of photoBursts) {
  const sent = files.map((f) => readFace('people', person, f));
  console.log(
    `  ${`${person} ${files.join(' ')}`.padEnd(44)} as sent ${f1(await sceneOf(sent))}, 640x480 ${f1(await sceneOf(await Promise.all(sent.map(oneFrameSize))))}`,
  );
}
const img = await decodeImage(video[0] as Buffer);
const faces = [...videoFaces.values()].filter((f): f is AnalyzedFace => f !== undefined).slice(0, 4);
const timeIt = (n: number, work: () => unknown) => {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) work();
  return (performance.now() - t0) / n;
};
timeIt(20, () => sceneGrid(img)); // warm up
console.log(`\ncost of the new checks (${img.width}x${img.height} frames, this thread)`);
console.log(`  scene grid of a frame:            ${timeIt(200, () => sceneGrid(img)).toFixed(2)} ms (overlaps the models' run)`);
console.log(`  surroundings of a burst of 4:     ${timeIt(2000, () => compareScenes(faces, sceneMinCells, sceneMinShare)).toFixed(3)} ms`);
console.log(
  `  turn check of an answer of 4:     ${timeIt(20000, () => turnShown(0.5, faces, 'girar_izquierda', FACE_DEFAULTS.liveness.challenge)).toFixed(4)} ms`,
);

// 10. Issue 39: bursts of different tight crops of one enrolled person. Before, 20 of the 160 as sent punched: the face
// filled the 150x150 crop, the surroundings were not compared (fewer than sceneMinCells cells), the burst passed.
const cropPeople = [...peoplePhotos()].filter(([, photos]) => photos.length === 5 && photos.every((p) => p.file.endsWith('.png')));
for (const [person, photos] of cropPeople) await hire(`crops ${person}`, readPhoto((photos[0] as { path: string }).path));
const combos: number[][] = [];
for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) for (const c of [undefined, ...[2, 3, 4].filter((c) => c > b)]) combos.push(c ? [a, b, c] : [a, b]);
const cropForms: [string, (b: Buffer) => Promise<Buffer>][] = [
  ['as sent (150x150)', (b) => Promise.resolve(b)],
  ['enlarged to 720x720', (b) => sharp(b).resize(720, 720).png().toBuffer()],
  ['cropped to 720x540', (b) => sharp(b).resize(720, 540, { fit: 'cover' }).png().toBuffer()],
];
console.log(
  `\nbursts of 2-3 different 150x150 crops of one enrolled person (${cropPeople.length} people x ${combos.length}), block; a challenge is answered with the same crops reversed`,
);
for (const [label, form] of cropForms) {
  const firsts: string[] = [];
  let punched = 0;
  for (const [, photos] of cropPeople) {
    const frames = await Promise.all(photos.map((p) => form(readPhoto(p.path))));
    for (const combo of combos) {
      const burst = combo.map((i) => frames[i] as Buffer);
      const r = await service.identifyFrames(burst, { deviceId: DEVICE });
      firsts.push(outcome(r));
      if (r.kind === 'match') punched++;
      if (r.kind !== 'challenge') continue;
      if ((await service.identifyFrames([...burst].reverse(), { deviceId: DEVICE, reto: r.reto })).kind === 'match') punched++;
    }
  }
  console.log(`  ${label.padEnd(22)} punched ${punched}/${firsts.length}; first answers: ${tally(firsts)}`);
}

// The share of the grid outside the faces (sceneMinShare: a burst needs it in every pair).
const outside = async (frame: Buffer) => {
  const f = await analysed(frame);
  return f && { share: sceneChange(f, f).outside, width: (f.box.x2 - f.box.x1) / f.scene.width };
};
const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}..${Math.max(...xs).toFixed(2)} (p50 ${quantile(xs, 0.5).toFixed(2)}, n=${xs.length})`;
const liveShares: number[] = [];
for (const frames of bursts) {
  const usable = frames.map((f) => videoFaces.get(f)).filter((f): f is AnalyzedFace => f !== undefined);
  let least = 1;
  for (let i = 1; i < usable.length; i++) least = Math.min(least, sceneChange(usable[i - 1] as AnalyzedFace, usable[i] as AnalyzedFace).outside);
  liveShares.push(least);
}
console.log(`\nshare of the grid outside the faces (a burst needs >= ${sceneMinShare} in every pair)`);
console.log(`  live bursts of the video at 720x405 (least pair): ${range(liveShares)}`);
const fullPhotos = [...peoplePhotos().values()].flat().filter((p) => !p.file.endsWith('.png') || p.person === 'lin_manuel_miranda');
const asKiosk: number[] = [];
const narrow: string[] = [];
for (const p of [
  ...fullPhotos.map((f) => f.path),
  ...spoofSamples()
    .filter((s) => s.live)
    .map((s) => s.path),
]) {
  const o = await outside(await sharp(readPhoto(p)).rotate().resize({ width: KIOSK_FRAME_WIDTH }).jpeg({ quality: 92 }).toBuffer());
  if (!o) continue;
  asKiosk.push(o.share);
  if (o.share < sceneMinShare) narrow.push(`${p.split('/').slice(-2).join('/')} (face ${o.width.toFixed(2)} of the width, ${o.share.toFixed(2)})`);
}
console.log(`  full photos and live camera frames 720 px wide: ${range(asKiosk)}; under: ${narrow.join(', ') || 'none'}`);
const portrait = readFace('people', 'obama', '1.jpg');
const box = (await analysed(portrait))?.box;
if (box) {
  const row: string[] = [];
  for (const share of [0.3, 0.4, 0.5, 0.6, 0.7]) {
    const width = Math.round((box.x2 - box.x1) / share);
    const height = Math.round((width * 3) / 4);
    const left = Math.max(0, Math.round((box.x1 + box.x2 - width) / 2));
    const top = Math.max(0, Math.round((box.y1 + box.y2 - height) / 2));
    const o = await outside(await sharp(portrait).extract({ left, top, width, height }).resize(720, 540).jpeg({ quality: 92 }).toBuffer());
    if (o) row.push(`face ${o.width.toFixed(2)} -> ${o.share.toFixed(2)}`);
  }
  console.log(`  obama/1 brought closer (720x540): ${row.join(', ')}`);
}

await service.close();
