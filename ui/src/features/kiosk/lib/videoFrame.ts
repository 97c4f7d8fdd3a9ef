import { ENCUADRE_FRAME_WIDTH } from '@reloj/contract/encuadre';

/** A small JPEG of the camera's current frame, and the size of the frame it was taken from (the preview's own). */
export type GuidanceFrame = { image: string; width: number; height: number };

let canvas: HTMLCanvasElement | undefined;

/**
 * The guidance frame: the video's picture scaled to 320 px wide (not mirrored: the preview is mirrored by CSS only).
 * Null while the video has no picture yet (or never will: jsdom).
 */
export function grabVideoFrame(video: HTMLVideoElement | null | undefined): GuidanceFrame | null {
  if (!video || video.readyState < 2 || !video.videoWidth || !video.videoHeight) return null;
  const width = Math.min(ENCUADRE_FRAME_WIDTH, video.videoWidth);
  const height = Math.round((video.videoHeight * width) / video.videoWidth);
  canvas ??= document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return { image: canvas.toDataURL('image/jpeg', 0.8), width: video.videoWidth, height: video.videoHeight };
}
