/**
 * The kiosk's live guidance (POST /api/attendance/encuadre, issue 16): milliseconds per guidance frame (decode + detect +
 * box figures, p50/p95 over RUNS), what it costs a check-in when several idle kiosks send frames at the same time, and
 * the figures behind FACE_DEFAULTS.framing and quality.minFaceLuminance: kiosk-like frames of the sample photos as they
 * are, darkened and blurred, with the guidance's state and the check-in's verdict on each.
 * Run: npx tsx bench/encuadre.ts (part of `make bench`).
 */
import sharp, { type Sharp } from 'sharp';
import { decodeImage } from '../src/face/decode.js';
import { FACE_DEFAULTS } from '../src/face/defaults.js';
import { assessFraming, type FramingState } from '../src/face/framing.js';
import { loadFaceEngine } from '../src/face/load.js';
import { meanLuminance } from '../src/face/luminance.js';
import { alignFace } from '../src/face/align.js';
import { analyze } from '../src/face/pipeline.js';
import { selectPresentedFace } from '../src/face/presentedFace.js';
import { systemClock } from '../src/lib/clock.js';
import { createFramingService, faceEngineSlot } from '../src/services/faces/index.js';
import { facePath } from '../src/test-support/faces.js';
import { modelsDir, peoplePhotos } from './faces-dataset.js';

const RUNS = Number(process.env.RUNS ?? 60);
const WARMUP = 5;
const KIOSKS = Number(process.env.KIOSKS ?? 4);

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p95: quantile(s, 0.95) };
}
const line = (label: string, st: { p50: number; p95: number }) =>
  console.log(`  ${label.padEnd(58)} p50 ${st.p50.toFixed(1).padStart(6)} ms   p95 ${st.p95.toFixed(1).padStart(6)} ms`);

async function time(fn: () => Promise<unknown>, runs = RUNS): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    t.push(performance.now() - start);
  }
  return stats(t);
}

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

/** A webcam-like 720 px frame: a full photo as it is, a tight 150 px crop pasted at kiosk size on a grey wall. */
async function kioskFrame(path: string): Promise<Buffer> {
  const { width = 0 } = await sharp(path).metadata();
  if (width > 300) return sharp(path).rotate().resize({ width: 720 }).jpeg({ quality: 92 }).toBuffer();
  const face = await sharp(path).resize({ width: 230 }).toBuffer();
  return sharp({ create: { width: 720, height: 540, channels: 3, background: '#8a8f96' } })
    .composite([{ input: face, left: 245, top: 140 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}
/** What the kiosk sends: the frame at 320 px, JPEG 0.8. */
const guidanceFrame = (frame: Buffer) => sharp(frame).resize({ width: 320 }).jpeg({ quality: 80 }).toBuffer();

const load = await loadFaceEngine(modelsDir);
if (load.status !== 'ok') throw new Error(load.reason);
const { engine } = load;
console.log(`guidance benchmark: ${RUNS} runs per figure; node ${process.version}, ${process.arch}`);

// ---------------------------------------------------------------- latency
const oneFace = dataUrl(await guidanceFrame(await kioskFrame(facePath('people', 'obama', '1.jpg'))));
const nobody = dataUrl(await guidanceFrame(await sharp(facePath('other', 'white.png')).resize({ width: 720, height: 540, fit: 'fill' }).jpeg().toBuffer()));
const group = dataUrl(await guidanceFrame(await kioskFrame(facePath('groups', 'bbt1.jpg'))));
console.log(`\nper guidance frame (320 px JPEG ~${Math.round((oneFace.length * 3) / 4 / 1024)} KB; decode + detect + box figures)`);
const service = createFramingService({ engine: faceEngineSlot(load), clock: systemClock, minIntervalMs: 0 });
let device = 0;
const assess = (image: string) => service.assess(++device, image);
const oneFaceStats = await time(() => assess(oneFace));
line('one face (listo)', oneFaceStats);
line('nobody (the detector runs twice: stretched, letterboxed)', await time(() => assess(nobody)));
line('group photo (several boxes)', await time(() => assess(group)));

// ---------------------------------------------------------------- a check-in while idle kiosks send guidance
const checkInFrame = dataUrl(await kioskFrame(facePath('people', 'obama', '2.jpg')));
const identify = () => analyze(engine, checkInFrame, 'identify');
const alone = await time(identify, 30);
let running = true;
const guidanceLoad = Array.from({ length: KIOSKS }, async (_, k) => {
  const framing = createFramingService({ engine: faceEngineSlot(load), clock: systemClock });
  while (running) {
    await framing.assess(k + 1, oneFace).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
});
const loaded = await time(identify, 30);
running = false;
await Promise.all(guidanceLoad);
console.log(`\na check-in's face analysis (720 px frame, detect + landmarks + embedding + liveness)`);
line('alone', alone);
line(`with ${KIOSKS} idle kiosks sending guidance every 400 ms`, loaded);

// ---------------------------------------------------------------- calibration figures
type Row = {
  variant: string;
  state: FramingState;
  verdict: string;
  frameLum: number;
  faceLum?: number;
  alignedLum?: number;
  sharpness?: number;
  faceWidth?: number;
};
const variants: Record<string, (s: Sharp) => Sharp> = {
  'as is': (s) => s,
  'dark x0.4': (s) => s.linear(0.4, 0),
  'dark x0.25': (s) => s.linear(0.25, 0),
  'dark x0.15': (s) => s.linear(0.15, 0),
  'blur 2': (s) => s.blur(2),
  'blur 3': (s) => s.blur(3),
  'blur 5': (s) => s.blur(5),
};
const rows: Row[] = [];
for (const photos of peoplePhotos().values()) {
  for (const photo of photos) {
    const base = await kioskFrame(photo.path);
    for (const [variant, edit] of Object.entries(variants)) {
      const frame = await edit(sharp(base)).jpeg({ quality: 92 }).toBuffer();
      const verdict = await analyze(engine, frame, 'identify');
      const small = await decodeImage(await guidanceFrame(frame), FACE_DEFAULTS.framing.decode);
      const framing = await assessFraming(engine, small, FACE_DEFAULTS);
      // The aligned face's brightness, where the check-in measures it (quality.sharpnessRegion).
      const big = await decodeImage(frame);
      const chosen = (await selectPresentedFace(engine, big, await engine.detect(big), FACE_DEFAULTS.presented))?.chosen;
      const alignedLum = chosen ? meanLuminance(alignFace(big, chosen.landmarks), FACE_DEFAULTS.quality.sharpnessRegion) : undefined;
      rows.push({
        variant,
        state: framing.state,
        verdict: verdict.ok ? 'ok' : verdict.reason,
        frameLum: meanLuminance(small),
        faceLum: framing.faces.length ? framing.figures.luminance : undefined,
        alignedLum,
        sharpness: framing.figures.sharpness,
        faceWidth: framing.figures.faceWidth,
      });
    }
  }
}
const range = (xs: (number | undefined)[]) => {
  const v = xs.filter((x): x is number => x !== undefined).sort((a, b) => a - b);
  return v.length ? `${v[0]!.toFixed(0)}..${v.at(-1)!.toFixed(0)} (p05 ${quantile(v, 0.05).toFixed(0)}, n=${v.length})` : '-';
};
const count = (xs: string[]) =>
  Object.entries(xs.reduce<Record<string, number>>((m, x) => ((m[x] = (m[x] ?? 0) + 1), m), {}))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
console.log(`\nguidance and check-in on kiosk-like frames of the ${rows.length / Object.keys(variants).length} sample photos (720 px; guidance at 320 px)`);
for (const variant of Object.keys(variants)) {
  const rs = rows.filter((r) => r.variant === variant);
  console.log(`  ${variant.padEnd(11)} guidance: ${count(rs.map((r) => r.state))}`);
  console.log(`  ${''.padEnd(11)} check-in: ${count(rs.map((r) => r.verdict))}`);
  console.log(
    `  ${''.padEnd(11)} face luma ${range(rs.map((r) => r.faceLum))}; frame luma ${range(rs.map((r) => r.frameLum))}; box sharpness ${range(rs.map((r) => r.sharpness))}`,
  );
}
const undimmed = rows.filter((r) => !r.variant.startsWith('dark'));
console.log('\nthresholds against the check-in verdicts');
console.log(`  box sharpness (guidance, 320 px), faces the check-in recognised: ${range(undimmed.filter((r) => r.verdict === 'ok').map((r) => r.sharpness))}`);
console.log(
  `  box sharpness, faces it refused as blurred:                      ${range(undimmed.filter((r) => r.verdict === 'blurred').map((r) => r.sharpness))}`,
);
console.log(
  `  face width share, photos as they are:                            ${range(rows.filter((r) => r.variant === 'as is').map((r) => (r.faceWidth ?? NaN) * 100))} %`,
);
console.log(`  aligned-face luma, photos at their own brightness:               ${range(undimmed.map((r) => r.alignedLum))}`);
console.log(
  `  aligned-face luma, darkened faces the blur gate caught:          ${range(rows.filter((r) => r.variant.startsWith('dark') && (r.verdict === 'too_dark' || r.verdict === 'blurred')).map((r) => r.alignedLum))}`,
);
console.log(`  check-in on darkened frames now: ${count(rows.filter((r) => r.variant.startsWith('dark')).map((r) => r.verdict))}`);

await engine.close();
