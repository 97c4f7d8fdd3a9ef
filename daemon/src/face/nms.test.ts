import { describe, expect, it } from 'vitest';
import { iou, nms, type ScoredBox } from './nms.js';

const box = (x1: number, y1: number, x2: number, y2: number, score: number): ScoredBox => ({ x1, y1, x2, y2, score });

describe('iou', () => {
  it('is 1 for identical boxes, 0 for disjoint ones, and the ratio otherwise', () => {
    expect(iou(box(0, 0, 10, 10, 1), box(0, 0, 10, 10, 1))).toBe(1);
    expect(iou(box(0, 0, 10, 10, 1), box(10, 0, 20, 10, 1))).toBe(0);
    expect(iou(box(0, 0, 10, 10, 1), box(5, 0, 15, 10, 1))).toBeCloseTo(50 / 150, 12);
  });
});

describe('nms', () => {
  it('keeps the most confident of overlapping boxes and every separate face', () => {
    const faces = [box(0, 0, 100, 100, 0.8), box(5, 5, 105, 105, 0.99), box(300, 0, 400, 100, 0.9), box(2, 0, 98, 100, 0.95)];
    const kept = nms(faces, 0.3);
    expect(kept).toEqual([box(5, 5, 105, 105, 0.99), box(300, 0, 400, 100, 0.9)]);
  });

  it('suppresses only above the IoU threshold', () => {
    const a = box(0, 0, 10, 10, 0.9);
    const b = box(5, 0, 15, 10, 0.8); // IoU 1/3
    expect(nms([a, b], 0.3)).toHaveLength(1);
    expect(nms([a, b], 0.34)).toHaveLength(2);
  });

  it('orders by score, keeps input order on ties, and drops empty boxes', () => {
    const first = box(0, 0, 10, 10, 0.9);
    const second = box(50, 0, 60, 10, 0.9);
    expect(nms([first, second, box(0, 0, 0, 10, 1)], 0.3)).toEqual([first, second]);
    expect(nms([], 0.3)).toEqual([]);
  });
});
