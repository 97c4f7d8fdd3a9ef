// lint-as: hq/src/db/repositories/fixture.ts
// expect: clean
import type { Pool } from 'pg';

export const fixture = (pool: Pool) => pool.query('SELECT caja FROM cajas');
