/** A decoded picture: 8-bit RGB, 3 bytes per pixel, rows top to bottom. */
export type RgbImage = { width: number; height: number; data: Uint8Array };

/** An axis-aligned box in image pixels (continuous coordinates: pixel i covers [i, i+1)). */
export type Box = { x1: number; y1: number; x2: number; y2: number };

export type Point = { x: number; y: number };

/** Output pixel (u, v) samples the source at x = a*u + b*v + c, y = d*u + e*v + f (pixel centres at +0.5). */
export type Affine = readonly [a: number, b: number, c: number, d: number, e: number, f: number];

export const boxWidth = (b: Box) => b.x2 - b.x1;
export const boxHeight = (b: Box) => b.y2 - b.y1;

/** A square of side `side` centred on the box centre. */
export function squareAround(b: Box, side: number): Box {
  const cx = (b.x1 + b.x2) / 2;
  const cy = (b.y1 + b.y2) / 2;
  return { x1: cx - side / 2, y1: cy - side / 2, x2: cx + side / 2, y2: cy + side / 2 };
}

/**
 * Resamples `src` into a new width x height image with bilinear interpolation.
 * Samples outside the source read `fill` (grey level), so crops that leave the picture are padded.
 * Hot path (the detector input is 76,800 pixels per frame): 2x2 neighbourhoods fully inside the
 * picture are read directly; only the border goes through the bounds-checked path.
 */
export function warpAffine(src: RgbImage, m: Affine, width: number, height: number, fill = 0): RgbImage {
  const [a, b, c, d, e, f] = m;
  const out = new Uint8Array(width * height * 3);
  const { width: sw, height: sh, data } = src;
  const row = sw * 3;
  let o = 0;
  for (let v = 0; v < height; v++) {
    // Continuous source coordinates of output pixel centre (0.5, v + 0.5), shifted so integers are pixel centres.
    let x = a * 0.5 + b * (v + 0.5) + c - 0.5;
    let y = d * 0.5 + e * (v + 0.5) + f - 0.5;
    for (let u = 0; u < width; u++, x += a, y += d) {
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const w00 = (1 - fx) * (1 - fy),
        w10 = fx * (1 - fy),
        w01 = (1 - fx) * fy,
        w11 = fx * fy;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < sw && y0 + 1 < sh) {
        const i00 = y0 * row + x0 * 3;
        const i01 = i00 + row;
        for (let ch = 0; ch < 3; ch++) {
          out[o++] =
            w00 * (data[i00 + ch] as number) +
            w10 * (data[i00 + 3 + ch] as number) +
            w01 * (data[i01 + ch] as number) +
            w11 * (data[i01 + 3 + ch] as number) +
            0.5;
        }
      } else {
        for (let ch = 0; ch < 3; ch++) {
          out[o++] =
            w00 * pixel(data, sw, sh, x0, y0, ch, fill) +
            w10 * pixel(data, sw, sh, x0 + 1, y0, ch, fill) +
            w01 * pixel(data, sw, sh, x0, y0 + 1, ch, fill) +
            w11 * pixel(data, sw, sh, x0 + 1, y0 + 1, ch, fill) +
            0.5;
        }
      }
    }
  }
  return { width, height, data: out };
}

function pixel(data: Uint8Array, w: number, h: number, x: number, y: number, ch: number, fill: number): number {
  if (x < 0 || y < 0 || x >= w || y >= h) return fill;
  return data[(y * w + x) * 3 + ch] as number;
}

/** Crops `box` (may leave the picture: padded with `fill`) and stretches it to width x height. */
export function cropResize(src: RgbImage, box: Box, width: number, height: number, fill = 0): RgbImage {
  const sx = (box.x2 - box.x1) / width;
  const sy = (box.y2 - box.y1) / height;
  return warpAffine(src, [sx, 0, box.x1, 0, sy, box.y1], width, height, fill);
}

/** Luma (ITU-R BT.601) of every pixel, 0..255. */
export function toGray(img: RgbImage): Float32Array {
  const n = img.width * img.height;
  const out = new Float32Array(n);
  const d = img.data;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    out[i] = 0.299 * (d[j] as number) + 0.587 * (d[j + 1] as number) + 0.114 * (d[j + 2] as number);
  }
  return out;
}

/**
 * Channels-first float tensor data: (value - mean) / scale per channel, in RGB or BGR order.
 */
export function toChw(img: RgbImage, mean: number, scale: number, order: 'rgb' | 'bgr'): Float32Array {
  const n = img.width * img.height;
  const out = new Float32Array(n * 3);
  const d = img.data;
  const first = order === 'rgb' ? 0 : 2;
  const last = 2 - first;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    out[i] = ((d[j + first] as number) - mean) / scale;
    out[n + i] = ((d[j + 1] as number) - mean) / scale;
    out[2 * n + i] = ((d[j + last] as number) - mean) / scale;
  }
  return out;
}
