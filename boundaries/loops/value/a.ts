import { b } from './b.js';

export const a = () => b + 1;
export const start = 1;
