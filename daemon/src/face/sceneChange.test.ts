import { describe, expect, it } from 'vitest';
import type { Box, RgbImage } from './image.js';
import { largestSceneChange, sceneChange, sceneGrid } from './sceneChange.js';

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
    expect(sceneChange(at(frame(90)), at(frame(90, face, 250)), 48)).toBe(0);
    expect(sceneChange(at(frame(90)), at(frame(130)), 48)).toBeCloseTo(40);
  });

  it('takes the median: a body moving over less than half the surroundings does not count', () => {
    const body: Box = { x1: 160, y1: 320, x2: 480, y2: 480 };
    expect(sceneChange(at(frame(90)), at(frame(90, body, 220)), 48)).toBe(0);
  });

  it('frames of different sizes are not one camera; a face filling the picture leaves nothing to compare', () => {
    expect(sceneChange(at(frame(90)), at(frame(90, undefined, 90, 480, 640)), 48)).toBe(Infinity);
    const whole: Box = { x1: 0, y1: 0, x2: 640, y2: 460 };
    expect(sceneChange(at(frame(90), whole), at(frame(150), whole), 48)).toBeNull();
  });

  it('reports the largest change between consecutive frames of a burst', () => {
    const burst = [90, 95, 140, 140].map((g) => at(frame(g)));
    expect(largestSceneChange(burst, 48)).toBeCloseTo(45);
  });
});
