import { readFileSync } from 'node:fs';

/** The shared sample faces for the calibration and the benchmark (one definition, in test-support). */
export { facesDir, modelsDir, peoplePhotos, readFace, repoRoot, type Photo } from '../src/test-support/faces.js';

export const readPhoto = (path: string) => readFileSync(path);
