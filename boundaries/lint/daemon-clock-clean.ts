// lint-as: daemon/src/services/prenomina/fixture.ts
// expect: clean
import type { Clock } from '../../lib/clock.js';

export const fixture = (clock: Clock, text: string) => [clock.now(), new Date(0), new Date(text), Date.parse(text)];
