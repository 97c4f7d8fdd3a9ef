import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataUrlBytes, decodeImage, ImageDecodeError, type ImageProblem } from './decode.js';
import type { RgbImage } from './image.js';

/** 40x20: left half red, right half blue. */
const halves = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();

const rgb = (img: RgbImage, x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * 3, (y * img.width + x) * 3 + 3));
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** Why decodeImage refused the input (a typed problem: the face engine knows nothing of HTTP). */
async function refusal(input: string | Buffer, limits?: Parameters<typeof decodeImage>[1]): Promise<ImageProblem> {
  const error = await decodeImage(input, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageDecodeError);
  return (error as ImageDecodeError).problem;
}

describe('decodeImage', () => {
  it('decodes JPEG, PNG and WebP data URLs and buffers to RGB', async () => {
    const png = await halves();
    for (const [mime, bytes] of [
      ['image/png', png],
      ['image/jpeg', await sharp(png).jpeg({ quality: 95 }).toBuffer()],
      ['image/webp', await sharp(png).webp({ lossless: true }).toBuffer()],
    ] as const) {
      for (const input of [dataUrl(mime, bytes), bytes]) {
        const img = await decodeImage(input);
        expect([img.width, img.height, img.data.length]).toEqual([40, 20, 40 * 20 * 3]);
        expect(rgb(img, 5, 10)[0]).toBeGreaterThan(200); // red on the left
        expect(rgb(img, 35, 10)[2]).toBeGreaterThan(200); // blue on the right
      }
    }
  });

  it('applies the EXIF orientation before anything else', async () => {
    // The pixels are stored turned 90 degrees counter-clockwise; orientation 6 says "turn clockwise to view".
    const sideways = await sharp(await halves())
      .rotate(270)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const img = await decodeImage(sideways);
    expect([img.width, img.height]).toEqual([40, 20]);
    expect(rgb(img, 5, 10)[0]).toBeGreaterThan(200);
    expect(rgb(img, 35, 10)[2]).toBeGreaterThan(200);
  });

  it('turns grey into RGB, flattens transparency on white and shrinks large photos', async () => {
    const grey = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#808080' } })
      .greyscale()
      .png()
      .toBuffer();
    const g = await decodeImage(grey);
    expect(g.data.length).toBe(10 * 10 * 3);
    expect(rgb(g, 1, 1)).toEqual([128, 128, 128]);

    const clear = await sharp({ create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect(rgb(await decodeImage(clear), 0, 0)).toEqual([255, 255, 255]);

    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const small = await decodeImage(big, { maxInputPixels: 40_000_000, maxWorkingSide: 1600 });
    expect([small.width, small.height]).toEqual([1600, 533]);
  });

  it('refuses what is not a data URL, or not base64', async () => {
    for (const bad of ['hola', 'data:text/plain;base64,aG9sYQ==', 'data:image/png;base64,', 'data:image/png;base64,@@@###', 'data:image/png,abc']) {
      expect(await refusal(bad)).toEqual({ reason: 'invalid_data_url' });
    }
    expect(dataUrlBytes('data:image/png;base64,aG9s\nYQ==').toString()).toBe('hola');
  });

  it('refuses bytes that are not an image, truncated images and other formats', async () => {
    const jpeg = await sharp(await halves())
      .jpeg()
      .toBuffer();
    const png = await halves();
    for (const bad of [Buffer.from('esto no es una imagen'), jpeg.subarray(0, jpeg.length - 40), png.subarray(0, png.length / 2), Buffer.alloc(0)]) {
      expect(await refusal(bad)).toEqual({ reason: 'invalid_image' });
    }
    const gif = await sharp(await halves())
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    for (const other of [gif, svg]) expect(await refusal(other)).toEqual({ reason: 'unsupported_format' });
  });

  it('refuses too many pixels (a decompression bomb) before decoding', async () => {
    expect(await refusal(await halves(), { maxInputPixels: 500, maxWorkingSide: 1600 })).toEqual({ reason: 'too_many_pixels', maxPixels: 500 });
  });

  it('keeps no decoded photo in libvips’ operation cache (kiosk photos never repeat: it only held memory)', async () => {
    for (let i = 0; i < 3; i++) await decodeImage(dataUrl('image/png', await halves()));
    expect(sharp.cache()).toMatchObject({ memory: { current: 0 }, items: { current: 0 } });
  });
});
