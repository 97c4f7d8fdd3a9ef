import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyBackgroundSet, busyPeople, detectorLocator, largestConfidentBox, type BusyScene } from '../test-support/busyBackgrounds.js';
import { modelsDir, readFace } from '../test-support/faces.js';
import { alignFace } from './align.js';
import { decodeImage } from './decode.js';
import { FACE_DEFAULTS } from './defaults.js';
import type { FaceEngine } from './engine.js';
import { Gallery, type GalleryHit } from './gallery.js';
import { boxHeight, boxWidth, type Box } from './image.js';
import { loadFaceEngine } from './load.js';
import { iou } from './nms.js';
import { analyze } from './pipeline.js';

/**
 * Issue 14, "the wrong face wins": a sharp face in front of a blurred crowd (test-support/busyBackgrounds.ts),
 * through the real models. Gallery: photo 1 of each person; the scenes show photo 2.
 */
let engine: FaceEngine;
let scenes: BusyScene[];
const people = busyPeople();
const gallery = new Gallery();
const employeeOf = (person: string) => people.findIndex((p) => p.person === person) + 1;

beforeAll(async () => {
  const load = await loadFaceEngine(modelsDir);
  if (load.status !== 'ok') throw new Error(load.reason);
  engine = load.engine;
  for (const p of people) {
    const r = await analyze(engine, readFace('people', p.person, p.enrol.file), 'enroll');
    if (!r.ok) throw new Error(`${p.person}/${p.enrol.file}: ${r.reason}`);
    gallery.add(employeeOf(p.person), r.face.embedding);
  }
  scenes = await busyBackgroundSet(detectorLocator(engine));
});

afterAll(async () => {
  await engine?.close();
});

/** The chosen box lies on the pasted face (the detector's box in the composite, not the pasted one exactly). */
const onFace = (box: Box, target: Box) => iou(box, target) >= 0.4;
const { threshold, margin } = FACE_DEFAULTS.matching;
const recognisedAs = (hit: GalleryHit | undefined, person: string) =>
  !!hit && hit.employeeId === employeeOf(person) && hit.score >= threshold && hit.margin >= margin;

describe('the busy-background set', () => {
  it('holds 32 scenes whose blurred crowds give the detector confident boxes', async () => {
    expect(scenes).toHaveLength(32);
    let crowdBoxes = 0;
    for (const s of scenes) {
      const faces = await engine.detect(await decodeImage(s.jpeg));
      crowdBoxes += faces.filter((f) => f.score >= 0.99 && !onFace(f, s.presented.box) && !(s.behind && onFace(f, s.behind.box))).length;
    }
    expect(crowdBoxes).toBeGreaterThan(64); // measured: 79
  });

  it('the kiosk chooses and recognises every sharp face, nearer person first', async () => {
    const failures: string[] = [];
    for (const s of scenes) {
      const r = await analyze(engine, s.jpeg, 'identify');
      if (!r.ok) failures.push(`${s.name}: ${r.reason}`);
      else if (!onFace(r.face.box, s.presented.box)) failures.push(`${s.name}: another box chosen`);
      else if (!recognisedAs(gallery.search(r.face.embedding), s.presented.person)) failures.push(`${s.name}: not recognised`);
    }
    expect(failures).toEqual([]);
  });

  it('the old "largest confident box" rule chooses a background box, and then misses the person', async () => {
    let wrongBox = 0;
    let missed = 0;
    for (const s of scenes) {
      const img = await decodeImage(s.jpeg);
      const box = largestConfidentBox(await engine.detect(img));
      if (!box || onFace(box, s.presented.box)) continue;
      wrongBox++;
      const embedding = await engine.embed(alignFace(img, await engine.landmarks(img, box)));
      if (!recognisedAs(gallery.search(embedding), s.presented.person)) missed++;
    }
    // Measured: 24 of the 32 scenes, every one of them a miss.
    expect(wrongBox).toBeGreaterThanOrEqual(16);
    expect(missed).toBe(wrongBox);
  });

  it('enrolment takes the sharp face over a blurred crowd, and still refuses a second sharp person', async () => {
    const failures: string[] = [];
    let enrolled = 0;
    for (const s of scenes) {
      const faces = await engine.detect(await decodeImage(s.jpeg));
      const confidentOn = (target: Box | undefined) =>
        !!target &&
        faces.some(
          (f) =>
            onFace(f, target) &&
            f.score >= FACE_DEFAULTS.detection.confidentScore &&
            Math.min(boxWidth(f), boxHeight(f)) >= FACE_DEFAULTS.quality.identify.minFaceSidePx,
        );
      const r = await analyze(engine, s.jpeg, 'enroll');
      // A presented face the detector is not sure of is refused at enrolment whatever the background.
      const expected = !confidentOn(s.presented.box) ? 'no_face' : confidentOn(s.behind?.box) ? 'multiple_faces' : 'ok';
      const got = r.ok ? 'ok' : r.reason;
      if (got !== expected) failures.push(`${s.name}: ${got}, expected ${expected}`);
      if (r.ok) {
        enrolled++;
        if (!recognisedAs(gallery.search(r.face.embedding), s.presented.person)) failures.push(`${s.name}: enrolled someone else`);
      }
    }
    expect(failures).toEqual([]);
    expect(enrolled).toBeGreaterThanOrEqual(24); // measured: 27; 3 with a sharp person behind, 2 faces under 0.9
  });
});
