import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FACE_DEFAULTS, type FaceDefaults } from './defaults.js';
import type { FaceEngine } from './engine.js';
import { createOnnxEngine, MODEL_FILES } from './onnx/engine.js';
import { loadSharp } from './sharpLoader.js';

export type FaceEngineLoad = { status: 'ok'; engine: FaceEngine; loadMs: number } | { status: 'error'; reason: string };

type Manifest = { files?: Record<string, string> };

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/**
 * Loads and verifies the four models. Never throws: a missing, corrupt or unloadable model gives
 * `{status: 'error', reason}` with a Spanish sentence for /api/health and the 503 answers.
 */
export async function loadFaceEngine(modelsDir: string, defaults: FaceDefaults = FACE_DEFAULTS): Promise<FaceEngineLoad> {
  const started = performance.now();
  try {
    const missing = Object.values(MODEL_FILES).filter((name) => !existsSync(join(modelsDir, name)));
    if (missing.length > 0) {
      return { status: 'error', reason: `Faltan modelos en ${modelsDir}: ${missing.join(', ')}. Ejecuta "make models".` };
    }
    const manifestFile = join(modelsDir, 'manifest.json');
    const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest) : {};
    let featureHash = '';
    for (const name of Object.values(MODEL_FILES)) {
      const actual = await sha256(join(modelsDir, name));
      if (name === MODEL_FILES.feature) featureHash = actual;
      const expected = manifest.files?.[name];
      if (expected && expected !== actual) {
        return { status: 'error', reason: `El modelo ${name} está dañado (sha256 distinto al del manifiesto). Ejecuta "make models".` };
      }
    }
    const engine = await createOnnxEngine(modelsDir, `fr_feature@${featureHash.slice(0, 12)}`, defaults);
    await loadSharp(); // the images' decoder, ready with the models
    return { status: 'ok', engine, loadMs: performance.now() - started };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { status: 'error', reason: `No se pudieron cargar los modelos de reconocimiento facial: ${detail}` };
  }
}
