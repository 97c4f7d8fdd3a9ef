/**
 * The browser tests whose fake webcam feeds the face models (vitest.config.ts's CAMERA), one after another in a single
 * worker: two of them at once starve the kiosk's burst. As one file they run beside the screens' tests (the browser
 * project's other worker) instead of after them, alone. Each file's hooks and tests stay inside its own describe, so a
 * file's beforeAll runs just before its tests, as when it runs by itself (`npx vitest run e2e/kiosk.test.ts`).
 */
import { describe } from 'vitest';
import { CAMERA } from './support/cameraFiles.js';

for (const file of CAMERA) describe(file, async () => void (await import(/* @vite-ignore */ `../${file}`)));
