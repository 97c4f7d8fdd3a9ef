import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { facesDir } from './faces.js';

/** The video of a real, moving face: Lin-Manuel Miranda turns his head between 4.0 s and 7.0 s (30 fps). */
export const MOVING_FACE_VIDEO = join(facesDir, 'videos', 'short_hamilton_clip.mp4');

/**
 * Frames of the moving-face video from `startSeconds`, `count` of them at `fps`, as PNG bytes (decoded by ffmpeg in a temp
 * folder that is removed at once: nothing is written near the repository). `width`: scaled to it, as the kiosk's
 * browser draws its camera's 640x360 picture at KIOSK_FRAME_WIDTH (720x405); the video's own size by default.
 */
export function videoFrames(startSeconds: number, count: number, fps = 30, width?: number): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-video-'));
  try {
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-ss',
      String(startSeconds),
      '-i',
      MOVING_FACE_VIDEO,
      '-vf',
      width ? `fps=${fps},scale=${width}:-1` : `fps=${fps}`,
      '-frames:v',
      String(count),
      join(dir, '%03d.png'),
    ]);
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
