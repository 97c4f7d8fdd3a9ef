import type { B } from './b.js';

export type A = { b: B };
export const a = 1;
