import { laplacianVariance } from './blur.js';
import { cropResize, type Box, type RgbImage } from './image.js';

export type BoxSharpnessOptions = {
  /** The central share of the box measured (width and height): the inner face, not the background around it. */
  inner: number;
  /** The window is sampled at most this many pixels on its longer side, never enlarged. */
  maxSidePx: number;
  /** The window is cut into grid x grid blocks; the figure is the median block's Laplacian variance. */
  grid: number;
};

/**
 * Sharpness of a detector box before any landmark, comparable between the boxes of one picture.
 * A big face is brought down to `maxSidePx`, a small one kept at its own size, so a sharp face far away
 * never looks blurred next to a near one, while a blurred face stays blurred whatever its size. The
 * median block (not the whole window) keeps a blurred background box that overlaps the edge of a
 * sharp head from borrowing its sharpness. The window is clipped to the picture: padding would add an edge.
 */
export function boxSharpness(img: RgbImage, box: Box, o: BoxSharpnessOptions): number {
  const cx = (box.x1 + box.x2) / 2;
  const cy = (box.y1 + box.y2) / 2;
  const hw = ((box.x2 - box.x1) * o.inner) / 2;
  const hh = ((box.y2 - box.y1) * o.inner) / 2;
  const x1 = Math.max(0, cx - hw),
    x2 = Math.min(img.width, cx + hw);
  const y1 = Math.max(0, cy - hh),
    y2 = Math.min(img.height, cy + hh);
  const minSide = 3 * o.grid;
  if (x2 - x1 < minSide || y2 - y1 < minSide) return 0;
  const scale = Math.min(1, o.maxSidePx / Math.max(x2 - x1, y2 - y1));
  const w = Math.max(minSide, Math.round((x2 - x1) * scale));
  const h = Math.max(minSide, Math.round((y2 - y1) * scale));
  const window = cropResize(img, { x1, y1, x2, y2 }, w, h);
  const blocks: number[] = [];
  for (let i = 0; i < o.grid; i++) {
    for (let j = 0; j < o.grid; j++) {
      const bx = Math.floor((i * w) / o.grid),
        by = Math.floor((j * h) / o.grid);
      blocks.push(laplacianVariance(window, [bx, by, Math.floor(((i + 1) * w) / o.grid), Math.floor(((j + 1) * h) / o.grid)]));
    }
  }
  blocks.sort((a, b) => a - b);
  return blocks[Math.floor(blocks.length / 2)] as number;
}
