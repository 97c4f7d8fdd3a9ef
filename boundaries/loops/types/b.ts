import { a, type A } from './a.js';

export type B = { a?: A };
export const b = a;
