import type { Box } from './image.js';

export type ScoredBox = Box & { score: number };

export function iou(a: Box, b: Box): number {
  const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
  const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  const union = (a.x2 - a.x1) * (a.y2 - a.y1) + (b.x2 - b.x1) * (b.y2 - b.y1) - inter;
  return union > 0 ? inter / union : 0;
}

/**
 * Greedy non-maximum suppression: keeps the most confident box, drops every box overlapping it
 * by more than `iouThreshold`, repeats. Returns boxes sorted by descending score (ties: input order).
 */
export function nms<T extends ScoredBox>(boxes: readonly T[], iouThreshold: number): T[] {
  const sorted = boxes
    .map((box, index) => ({ box, index }))
    .filter(({ box }) => box.x2 > box.x1 && box.y2 > box.y1)
    .sort((p, q) => q.box.score - p.box.score || p.index - q.index)
    .map(({ box }) => box);
  const kept: T[] = [];
  for (const box of sorted) {
    if (kept.every((k) => iou(k, box) <= iouThreshold)) kept.push(box);
  }
  return kept;
}
