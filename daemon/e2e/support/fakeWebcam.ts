import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { facePath } from '../../src/test-support/faces.js';
import { MOVING_FACE_VIDEO } from '../../src/test-support/videoFrames.js';

/**
 * A one-frame .y4m that Chromium loops as a steady webcam (MJPEG shifts colours), made from a
 * sample face (test-fixtures/faces) in a temp folder.
 */
export function fakeWebcamFrom(...faceParts: string[]): string {
  const out = join(mkdtempSync(join(tmpdir(), 'reloj-webcam-')), 'camara.y4m');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    facePath(...faceParts),
    '-frames:v',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    out,
  ]);
  return out;
}

/**
 * A moving webcam: seconds `fromS` to `toS` of a video as a .y4m (yuv420p, even sides) in a temp folder, which
 * Chromium loops. By default the stretch of short_hamilton_clip.mp4 where Lin-Manuel Miranda turns his head (face
 * about 80 px wide, 640x360): a live face, whose frames move as a person's do, unlike a still photo's.
 */
export function fakeWebcamFromVideo(video = MOVING_FACE_VIDEO, fromS = 4.0, toS = 7.0): string {
  const out = join(mkdtempSync(join(tmpdir(), 'reloj-webcam-')), 'camara.y4m');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-ss',
    String(fromS),
    '-to',
    String(toS),
    '-i',
    video,
    '-an',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    out,
  ]);
  return out;
}
