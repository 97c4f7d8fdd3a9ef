// lint-as: hq/src/web/fixture.ts
// expect: no-restricted-syntax SQL belongs in the data layer
import type { Pool } from 'pg';

export const fixture = (pool: Pool) => pool.query('SELECT caja FROM cajas');
