import { describe, expect, it } from 'vitest';
import { ImageDecodeError } from '../../face/decode.js';
import { imageError, withImageErrors } from './faceOutcomes.js';

describe('the HTTP answer to a photo that cannot be decoded', () => {
  it.each([
    [{ reason: 'invalid_data_url' } as const, 400, 'invalid_data_url', /data URL válido/],
    [{ reason: 'invalid_image' } as const, 422, 'invalid_image', /^El archivo no es una imagen válida\.$/],
    [{ reason: 'unsupported_format' } as const, 422, 'unsupported_image_format', /JPEG, PNG o WebP/],
    [{ reason: 'too_many_pixels', maxPixels: 40_000_000 } as const, 413, 'image_too_large', /demasiados píxeles: el máximo es 40 megapíxeles/],
  ])('%o answers %i %s', (problem, status, code, message) => {
    const error = imageError(problem);
    expect([error.status, error.code, error.field]).toEqual([status, code, 'image']);
    expect(error.message).toMatch(message);
  });

  it('maps a decode failure thrown by the engine, and lets other errors through', async () => {
    await expect(withImageErrors(() => Promise.reject(new ImageDecodeError({ reason: 'invalid_image' })))).rejects.toMatchObject({
      status: 422,
      code: 'invalid_image',
    });
    await expect(withImageErrors(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
