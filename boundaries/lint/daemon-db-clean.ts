// lint-as: daemon/src/db/repositories/fixture.ts
// expect: clean
import type { Db } from '../connection.js';
import { isoNow } from '../../lib/clock.js';

export const fixture = (db: Db) => db.prepare('SELECT ? AS ahora').get(isoNow());
