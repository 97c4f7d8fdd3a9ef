import { describe, expect, it } from 'vitest';
import type { Box, RgbImage } from './image.js';
import { compareScenes, sceneChange, sceneGrid } from './sceneChange.js';

/** A 640x480 frame of one grey level, with `inside` painted another grey level inside `box`. */
function frame(grey: number, box?: Box, inside = grey, width = 640, height = 480): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = box && x >= box.x1 && x < box.x2 && y >= box.y1 && y < box.y2 ? inside : grey;
      data.fill(v, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return { width, height, data };
}

const face: Box = { x1: 240, y1: 120, x2: 400, y2: 320 };
const at = (img: RgbImage, box = face) => ({ scene: sceneGrid(img), box });

describe('the surroundings of the face across a burst', () => {
  it('sees each frame as the mean grey of a 32x24 grid', () => {
    const grid = sceneGrid(frame(90, { x1: 0, y1: 0, x2: 320, y2: 480 }, 200));
    expect(grid.grey.length).toBe(32 * 24);
    expect(grid.grey[0]).toBeCloseTo(200);
    expect(grid.grey[31]).toBeCloseTo(90);
  });

  it('ignores what happens inside the face boxes and reads the change of the rest', () => {
    expect(sceneChange(at(frame(90)), at(frame(90, face, 250))).change).toBe(0);
    expect(sceneChange(at(frame(90)), at(frame(130)))).toEqual({ change: expect.closeTo(40), outside: expect.closeTo(1 - (8 * 10) / 768) });
  });

  it('takes the median: a body moving over less than half the surroundings does not count', () => {
    const body: Box = { x1: 160, y1: 320, x2: 480, y2: 480 };
    expect(sceneChange(at(frame(90)), at(frame(90, body, 220))).change).toBe(0);
  });

  it('frames of different sizes are not one camera', () => {
    expect(sceneChange(at(frame(90)), at(frame(90, undefined, 90, 480, 640))).change).toBe(Infinity);
  });

  it('measures the share of the grid outside both faces (issue 39)', () => {
    // The grid's cells are 20x20 px here. 24 x 19 cells inside: 312 of 768 outside; 24 x 20: 288.
    const justEnough: Box = { x1: 80, y1: 80, x2: 560, y2: 460 };
    expect(sceneChange(at(frame(90), justEnough), at(frame(130), justEnough))).toEqual({ change: expect.closeTo(40), outside: 312 / 768 });
    const tooMuch: Box = { x1: 80, y1: 60, x2: 560, y2: 460 };
    expect(sceneChange(at(frame(90), tooMuch), at(frame(130), tooMuch)).outside).toBe(288 / 768);
    // Two faces one row apart: only what lies outside both counts.
    const raised: Box = { x1: 80, y1: 60, x2: 560, y2: 440 };
    expect(sceneChange(at(frame(90), justEnough), at(frame(130), raised)).outside).toBe(288 / 768);
  });

  it('reports the largest change between consecutive frames of a burst, and whether every pair could vouch for one camera', () => {
    const burst = [90, 95, 140, 140].map((g) => at(frame(g)));
    expect(compareScenes(burst, 48, 0.4)).toEqual({ largest: expect.closeTo(45), allCompared: true });
    // One frame with a face leaving 288 cells (37.5 %): measured, but the burst is not all compared.
    const close: Box = { x1: 80, y1: 60, x2: 560, y2: 460 };
    const oneClose = [at(frame(90)), at(frame(95)), at(frame(95), close), at(frame(95))];
    expect(compareScenes(oneClose, 48, 0.4)).toEqual({ largest: expect.closeTo(5), allCompared: false });
    // A face filling the picture (20 cells outside): nothing measured either.
    const whole: Box = { x1: 0, y1: 0, x2: 640, y2: 460 };
    expect(compareScenes([at(frame(90), whole), at(frame(150), whole)], 48, 0.4)).toEqual({ largest: null, allCompared: false });
    // Different sizes are never one camera, whatever the faces cover.
    expect(compareScenes([at(frame(90), whole), at(frame(90, undefined, 90, 480, 640), whole)], 48, 0.4)).toEqual({ largest: Infinity, allCompared: false });
  });
});
