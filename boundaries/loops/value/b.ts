import { start } from './a.js';

export const b = start;
