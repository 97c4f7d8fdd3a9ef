import { join } from 'node:path';
import type { FaceDefaults } from '../defaults.js';
import type { FaceEngine } from '../engine.js';
import { createDetector } from './detector.js';
import { createEmbedder } from './embedder.js';
import { createLandmarker } from './landmarks.js';
import { createLiveness } from './liveness.js';
import { createModelPool, type ModelSpec } from './pool.js';

export const MODEL_FILES = {
  detect: 'fr_detect.onnx',
  landmark: 'fr_landmark.onnx',
  feature: 'fr_feature.onnx',
  liveness: 'fr_liveness.onnx',
} as const;

export type ModelName = keyof typeof MODEL_FILES;

/**
 * The best graph optimisation level differs per model. Measured p50 per run on the 2-core box
 * (1 thread): fr_detect 19 ms extended / 4 ms all; fr_landmark 5 / 0.8 ms; fr_feature 58 ms
 * extended / 72 basic / 247 all (!); fr_liveness 14 extended / 19 all. Two threads per session
 * were 2-3x slower than one.
 */
export function modelSpecs(modelsDir: string): ModelSpec[] {
  const level = { detect: 'all', landmark: 'all', feature: 'extended', liveness: 'extended' } as const;
  return (Object.keys(MODEL_FILES) as ModelName[]).map((name) => ({ name, path: join(modelsDir, MODEL_FILES[name]), optimization: level[name] }));
}

/**
 * Opens the four models in one worker thread, and in a second one while work waits for the first (a burst's frames, a
 * shift change), stopped after 10 s without work (throws on a missing or unreadable model: loadFaceEngine catches).
 * Issue 46: each worker holds 30-50 MB (its isolate and onnxruntime's arenas); after the rush bench and 30 s idle the
 * daemon kept 248 MB with two standing workers and 220 MB with one.
 */
export async function createOnnxEngine(modelsDir: string, modelId: string, defaults: FaceDefaults): Promise<FaceEngine> {
  const pool = await createModelPool(modelSpecs(modelsDir), 2, { standing: 1, idleMs: 10_000 });
  const detector = createDetector(pool.runner('detect'), defaults.detection);
  return {
    modelId,
    detect: detector.detect,
    landmarks: createLandmarker(pool.runner('landmark')),
    embed: createEmbedder(pool.runner('feature')),
    liveness: createLiveness(pool.runner('liveness'), defaults.liveness.scale),
    close: () => pool.close(),
  };
}
