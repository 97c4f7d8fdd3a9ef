import type sharpFunction from 'sharp';

export type Sharp = typeof sharpFunction;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded when the face engine loads (face/load.ts) or at the first image, not among the modules
 * before READY (issue 46, cold start: its library, its bindings and its check of the C library; READY 1.00 → 0.83 s
 * without them).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keys on the input bytes; every kiosk photo is new, so it never hits and only
    // holds up to 100 decoded pipelines. (sharp already runs one libvips thread per image on glibc.)
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
