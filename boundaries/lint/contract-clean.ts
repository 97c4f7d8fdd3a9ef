// lint-as: contract/src/fixture.ts
// expect: clean
import { z } from 'zod';
import { weekday } from './dates.js';

export const fixture = z.object({ dia: z.number() });
export { weekday };
