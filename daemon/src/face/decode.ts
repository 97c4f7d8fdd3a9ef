import { FACE_DEFAULTS } from './defaults.js';
import type { RgbImage } from './image.js';
import { loadSharp } from './sharpLoader.js';

const DATA_URL = /^data:(image\/(?:jpeg|jpg|png|webp));base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodeLimits = { maxInputPixels: number; maxWorkingSide: number };

/** Why an image could not be decoded. The face engine knows nothing of HTTP: services/faces/faceOutcomes.ts maps these. */
export type ImageProblem =
  { reason: 'invalid_data_url' } | { reason: 'invalid_image' } | { reason: 'unsupported_format' } | { reason: 'too_many_pixels'; maxPixels: number };

export class ImageDecodeError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image not decoded: ${problem.reason}`);
    this.name = 'ImageDecodeError';
  }
}

const invalidDataUrl = () => new ImageDecodeError({ reason: 'invalid_data_url' });
const invalidImage = () => new ImageDecodeError({ reason: 'invalid_image' });
const unsupportedFormat = () => new ImageDecodeError({ reason: 'unsupported_format' });
const tooManyPixels = (maxPixels: number) => new ImageDecodeError({ reason: 'too_many_pixels', maxPixels });

/** The bytes inside a `data:image/...;base64,` URL. Anything else is an `invalid_data_url` problem. */
export function dataUrlBytes(dataUrl: string): Buffer {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw invalidDataUrl();
  const payload = dataUrl.slice(header[0].length).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) throw invalidDataUrl();
  return Buffer.from(payload, 'base64');
}

/**
 * Decodes a data URL or image bytes (JPEG, PNG, WebP) to RGB: EXIF orientation applied, alpha flattened
 * on white, grey turned to RGB, large photos shrunk to `maxWorkingSide`. Refuses decompression bombs
 * (`maxInputPixels`, checked by libvips from the header, before decoding). Every failure is an ImageDecodeError.
 */
export async function decodeImage(input: string | Buffer, limits: DecodeLimits = FACE_DEFAULTS.decode): Promise<RgbImage> {
  const bytes = typeof input === 'string' ? dataUrlBytes(input) : input;
  const format = sniffFormat(bytes);
  if (format === 'unknown') throw invalidImage();
  if (format === 'other') throw unsupportedFormat();

  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: limits.maxInputPixels, failOn: 'warning' })
      .rotate()
      .resize({ width: limits.maxWorkingSide, height: limits.maxWorkingSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || data.length !== info.width * info.height * 3) throw invalidImage();
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  } catch (error) {
    throw asDecodeError(error, limits);
  }
}

/**
 * The format from the first bytes, before any decoder sees them: only JPEG, PNG and WebP ever reach
 * libvips (no SVG, GIF, TIFF, HEIF...). 'other' = a known image format we refuse; 'unknown' = not an image.
 */
function sniffFormat(b: Buffer): 'jpeg' | 'png' | 'webp' | 'other' | 'unknown' {
  const starts = (...sig: number[]) => sig.every((v, i) => b[i] === v);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const head = b.toString('latin1', 0, 256).trimStart().toLowerCase();
  if (starts(0x47, 0x49, 0x46, 0x38) || starts(0x42, 0x4d) || starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'other';
  if (head.startsWith('<svg') || head.startsWith('<?xml') || b.toString('latin1', 4, 8) === 'ftyp') return 'other';
  return 'unknown';
}

function asDecodeError(error: unknown, limits: DecodeLimits): ImageDecodeError {
  if (error instanceof ImageDecodeError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return tooManyPixels(limits.maxInputPixels);
  return invalidImage();
}
