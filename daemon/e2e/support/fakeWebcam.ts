import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './daemonProcess.js';

export const facesDir = resolve(repoRoot, '..', 'shared', 'faces');

/**
 * A one-frame .y4m that Chromium loops as a steady webcam (MJPEG shifts colours), made from a
 * shared sample face in a temp folder: the photos are never copied into the repository.
 */
export function fakeWebcamFrom(...faceParts: string[]): string {
  const out = join(mkdtempSync(join(tmpdir(), 'reloj-webcam-')), 'camara.y4m');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', join(facesDir, ...faceParts), '-frames:v', '1', '-pix_fmt', 'yuv420p', '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2', out]);
  return out;
}
