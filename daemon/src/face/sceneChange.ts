import type { Box, RgbImage } from './image.js';
import { median } from './median.js';

/** The grid a frame is seen through from far: fine enough for a wall, a window or a lamp, too coarse for a face's detail. */
const COLS = 32;
const ROWS = 24;

/** A frame seen from far: the mean grey level (BT.601 luma) of each cell of a COLS x ROWS grid laid over the whole picture. */
export type SceneGrid = { width: number; height: number; grey: Float32Array };

/** A frame of a burst as far as its surroundings go: its grid and where the face is (detector box, frame pixels). */
export type SceneFrame = { scene: SceneGrid; box: Box };

/**
 * The grid of a frame. Every `step`-th pixel of every `step`-th row is read (at least 36 per cell): a cell's mean needs
 * no more, and a 640x360 frame costs a quarter of a full pass.
 */
export function sceneGrid(img: RgbImage): SceneGrid {
  const { width, height, data } = img;
  const step = Math.max(1, Math.floor(Math.min(width / COLS, height / ROWS) / 6));
  const sums = new Float64Array(COLS * ROWS);
  const colOf = new Uint16Array(width);
  const perCol = new Uint32Array(COLS);
  const perRow = new Uint32Array(ROWS);
  for (let x = 0; x < width; x += step) {
    const c = Math.min(COLS - 1, Math.floor((x * COLS) / width));
    colOf[x] = c;
    perCol[c] = (perCol[c] as number) + 1;
  }
  for (let y = 0; y < height; y += step) {
    const r = Math.min(ROWS - 1, Math.floor((y * ROWS) / height));
    perRow[r] = (perRow[r] as number) + 1;
    const row = r * COLS;
    for (let x = 0, i = y * width * 3; x < width; x += step, i += 3 * step) {
      const cell = row + (colOf[x] as number);
      sums[cell] = (sums[cell] as number) + 0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number);
    }
  }
  const grey = new Float32Array(COLS * ROWS);
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const n = (perRow[r] as number) * (perCol[c] as number);
      grey[r * COLS + c] = n > 0 ? (sums[r * COLS + c] as number) / n : 0;
    }
  }
  return { width, height, grey };
}

const inside = (b: Box, x: number, y: number) => x >= b.x1 && x < b.x2 && y >= b.y1 && y < b.y2;

/** What two frames' surroundings say: the change, and the share of the grid it was measured on. */
export type SceneDifference = { change: number; outside: number };

/**
 * How much the surroundings of the face changed between two frames: the median, over the grid cells whose centre lies
 * outside both frames' face boxes, of the change in grey level (0..255), nothing compensated, and the share of the grid
 * those cells are. The median leaves out a body that moves (less than half the surroundings); a different photo changes
 * nearly every cell. Infinity when the frames differ in size (one camera gives one size); NaN with no cell outside.
 */
export function sceneChange(a: SceneFrame, b: SceneFrame): SceneDifference {
  if (a.scene.width !== b.scene.width || a.scene.height !== b.scene.height) return { change: Infinity, outside: 0 };
  const { width, height } = a.scene;
  const changes = new Float64Array(COLS * ROWS);
  let n = 0;
  for (let r = 0; r < ROWS; r++) {
    const y = ((r + 0.5) * height) / ROWS;
    for (let c = 0; c < COLS; c++) {
      const x = ((c + 0.5) * width) / COLS;
      if (inside(a.box, x, y) || inside(b.box, x, y)) continue;
      const k = r * COLS + c;
      changes[n++] = Math.abs((a.scene.grey[k] as number) - (b.scene.grey[k] as number));
    }
  }
  return { change: n === 0 ? NaN : median(changes.subarray(0, n)), outside: n / (COLS * ROWS) };
}

/**
 * The surroundings of a burst, between consecutive frames (250 ms apart at the kiosk). `largest`: the largest change
 * among the pairs with at least `minCells` cells outside the faces (enough to see different pictures; null when no
 * pair had them; Infinity when the frames differ in size). `allCompared`: every pair had at least `minShare` of the grid
 * outside the faces, enough to vouch for one camera (issue 39: before, a pair with too little was skipped, and a burst of
 * nothing but such pairs passed).
 */
export function compareScenes(frames: readonly SceneFrame[], minCells: number, minShare: number): { largest: number | null; allCompared: boolean } {
  let largest: number | null = null;
  let allCompared = true;
  for (let i = 1; i < frames.length; i++) {
    const { change, outside } = sceneChange(frames[i - 1] as SceneFrame, frames[i] as SceneFrame);
    if (change === Infinity || outside * COLS * ROWS >= minCells) largest = Math.max(largest ?? 0, change);
    if (outside < minShare) allCompared = false;
  }
  return { largest, allCompared };
}
