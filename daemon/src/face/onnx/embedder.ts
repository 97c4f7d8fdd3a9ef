import { ALIGNED_SIZE } from '../align.js';
import { toChw, type RgbImage } from '../image.js';
import type { ModelRunner } from './pool.js';

export const EMBEDDING_SIZE = 512;

export function l2Normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += (v[i] as number) * (v[i] as number);
  const norm = Math.sqrt(sum);
  if (!(norm > 0)) throw new Error('embedding has zero norm');
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = (v[i] as number) / norm;
  return out;
}

/** fr_feature: 112x112 aligned RGB, (x - 127) / 128 -> 512 values, L2-normalised here. */
export function createEmbedder(run: ModelRunner) {
  return async function embed(aligned: RgbImage): Promise<Float32Array> {
    if (aligned.width !== ALIGNED_SIZE || aligned.height !== ALIGNED_SIZE) throw new Error('embed expects a 112x112 aligned face');
    const [out] = await run(toChw(aligned, 127, 128, 'rgb'), [1, 3, ALIGNED_SIZE, ALIGNED_SIZE], ['output']);
    if (!out || out.length !== EMBEDDING_SIZE) throw new Error('fr_feature: unexpected output size');
    return l2Normalize(out);
  };
}
