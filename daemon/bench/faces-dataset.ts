import { readFileSync } from 'node:fs';
import { alignFace } from '../src/face/align.js';
import { decodeImage } from '../src/face/decode.js';
import { FACE_DEFAULTS, type FaceDefaults } from '../src/face/defaults.js';
import type { FaceEngine } from '../src/face/engine.js';
import { Gallery } from '../src/face/gallery.js';
import { iou } from '../src/face/nms.js';
import { analyze } from '../src/face/pipeline.js';
import { busyBackgroundSet, detectorLocator, largestConfidentBox, type BusyOptions } from '../src/test-support/busyBackgrounds.js';
import { peoplePhotos } from '../src/test-support/faces.js';

/** The sample faces for the calibration and the benchmark (one definition, in test-support). */
export { facesDir, modelsDir, peoplePhotos, readFace, type Photo } from '../src/test-support/faces.js';
export { repoRoot } from '../src/test-support/fixtures.js';

export const readPhoto = (path: string) => readFileSync(path);

/** A probe and what the pipeline made of it: an embedding, or the reason it gave none. */
type Probe = { person: string; embedding?: Float32Array; refused?: string; wrongFace?: boolean };

export type RecognitionFigures = {
  label: string;
  probes: number;
  /** The best employee is the probe's person (and, on the busy set, the chosen box is the presented face). */
  rank1: number;
  /** ... and the kiosk accepts it: score >= threshold and margin >= margin. */
  accepted: number;
  /** Another enrolled person accepted, whole gallery: a punch for the wrong employee. */
  wrongAccepted: number;
  /** The probe's own person left out of the gallery: best score >= threshold anyway (a false accept). */
  falseAccepts: number;
  highestImpostor: number;
  /** Busy set: a box other than the presented face was analysed. */
  wrongFace: number;
  refused: Record<string, number>;
};

/** Photo 1 of every person, enrolled through the real pipeline; employee id = position in the list + 1. */
async function enrolFirstPhotos(engine: FaceEngine, defaults: FaceDefaults) {
  const persons = [...peoplePhotos().keys()];
  const gallery = new Gallery();
  for (const [person, photos] of peoplePhotos()) {
    const r = await analyze(engine, readPhoto(photos[0]!.path), 'enroll', defaults);
    if (!r.ok) throw new Error(`${person}/${photos[0]!.file} not enrolled: ${r.reason}`);
    gallery.add(persons.indexOf(person) + 1, r.face.embedding);
  }
  return { gallery, idOf: (person: string) => persons.indexOf(person) + 1 };
}

function score(label: string, probes: Probe[], gallery: Gallery, idOf: (p: string) => number, defaults: FaceDefaults): RecognitionFigures {
  const { threshold, margin } = defaults.matching;
  const f: RecognitionFigures = {
    label,
    probes: probes.length,
    rank1: 0,
    accepted: 0,
    wrongAccepted: 0,
    falseAccepts: 0,
    highestImpostor: -1,
    wrongFace: 0,
    refused: {},
  };
  for (const p of probes) {
    if (p.wrongFace) f.wrongFace++;
    if (!p.embedding) {
      f.refused[p.refused ?? '?'] = (f.refused[p.refused ?? '?'] ?? 0) + 1;
      continue;
    }
    const own = idOf(p.person);
    const hit = gallery.search(p.embedding);
    const accepted = !!hit && hit.score >= threshold && hit.margin >= margin;
    if (hit?.employeeId === own && !p.wrongFace) {
      f.rank1++;
      if (accepted) f.accepted++;
    } else if (accepted) f.wrongAccepted++;
    const impostor = gallery.search(p.embedding, { excludeEmployeeId: own });
    if (impostor) {
      f.highestImpostor = Math.max(f.highestImpostor, impostor.score);
      if (impostor.score >= threshold) f.falseAccepts++;
    }
  }
  return f;
}

/**
 * Rank-1 and false accepts at the kiosk (FACE_DEFAULTS gates), gallery = photo 1 of each person:
 * the sample photos (every other photo), and the busy-background set with the presented-face
 * selection and with the old "largest confident box" rule.
 */
export async function recognitionFigures(engine: FaceEngine, opts: { defaults?: FaceDefaults; busy?: BusyOptions } = {}): Promise<RecognitionFigures[]> {
  const defaults = opts.defaults ?? FACE_DEFAULTS;
  const { gallery, idOf } = await enrolFirstPhotos(engine, defaults);

  const samplePhotos: Probe[] = [];
  for (const [person, photos] of peoplePhotos()) {
    for (const photo of photos.slice(1)) {
      const r = await analyze(engine, readPhoto(photo.path), 'identify', defaults);
      samplePhotos.push(r.ok ? { person, embedding: r.face.embedding } : { person, refused: r.reason });
    }
  }

  const scenes = await busyBackgroundSet(detectorLocator(engine), opts.busy);
  const presented: Probe[] = [];
  const largest: Probe[] = [];
  for (const s of scenes) {
    const person = s.presented.person;
    const r = await analyze(engine, s.jpeg, 'identify', defaults);
    presented.push(r.ok ? { person, embedding: r.face.embedding, wrongFace: iou(r.face.box, s.presented.box) < 0.4 } : { person, refused: r.reason });
    const img = await decodeImage(s.jpeg);
    const box = largestConfidentBox(await engine.detect(img));
    if (!box) largest.push({ person, refused: 'no_face' });
    else largest.push({ person, embedding: await engine.embed(alignFace(img, await engine.landmarks(img, box))), wrongFace: iou(box, s.presented.box) < 0.4 });
  }
  return [
    score('sample photos (photo 2.. of each person)', samplePhotos, gallery, idOf, defaults),
    score('busy backgrounds, presented face', presented, gallery, idOf, defaults),
    score('busy backgrounds, old largest box', largest, gallery, idOf, defaults),
  ];
}

export function printRecognitionFigures(figures: RecognitionFigures[]): void {
  for (const f of figures) {
    const refused =
      Object.entries(f.refused)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none';
    console.log(
      `  ${f.label.padEnd(42)} rank-1 ${f.rank1}/${f.probes}, accepted ${f.accepted}, wrong employee accepted ${f.wrongAccepted}, ` +
        `false accepts (own person held out) ${f.falseAccepts}/${f.probes - sum(f.refused)} (highest ${f.highestImpostor.toFixed(3)})` +
        `${f.wrongFace ? `, other box analysed ${f.wrongFace}` : ''}, refused: ${refused}`,
    );
  }
}

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
