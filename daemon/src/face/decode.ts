import sharp from 'sharp';
import { AppError, badRequest, unprocessable } from '../errors.js';
import { FACE_DEFAULTS } from './defaults.js';
import type { RgbImage } from './image.js';

// libvips' operation cache keys on the input bytes; every kiosk photo is new, so it never hits and only
// holds up to 100 decoded pipelines. (sharp already runs one libvips thread per image on glibc.)
sharp.cache(false);

const DATA_URL = /^data:(image\/(?:jpeg|jpg|png|webp));base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodeLimits = { maxInputPixels: number; maxWorkingSide: number };

const invalidDataUrl = () =>
  badRequest('invalid_data_url', 'La imagen no es un data URL válido: envía "data:image/jpeg;base64,...", PNG o WebP.');
const invalidImage = () => unprocessable('invalid_image', 'El archivo no es una imagen válida.');
const unsupportedFormat = () => unprocessable('unsupported_image_format', 'Formato de imagen no soportado: usa JPEG, PNG o WebP.');
const tooManyPixels = (max: number) =>
  new AppError(413, 'image_too_large', `La imagen tiene demasiados píxeles: el máximo es ${(max / 1_000_000).toLocaleString('es-MX', { maximumFractionDigits: 2 })} megapíxeles.`);

/** The bytes inside a `data:image/...;base64,` URL. Anything else is a 400. */
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
 * (`maxInputPixels`, checked by libvips from the header, before decoding). Every failure is a Spanish 4xx AppError.
 */
export async function decodeImage(input: string | Buffer, limits: DecodeLimits = FACE_DEFAULTS.decode): Promise<RgbImage> {
  const bytes = typeof input === 'string' ? dataUrlBytes(input) : input;
  const format = sniffFormat(bytes);
  if (format === 'unknown') throw invalidImage();
  if (format === 'other') throw unsupportedFormat();

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

function asDecodeError(error: unknown, limits: DecodeLimits): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return tooManyPixels(limits.maxInputPixels);
  return invalidImage();
}
