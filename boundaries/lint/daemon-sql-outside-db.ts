// lint-as: daemon/src/services/attendance/fixture.ts
// expect: no-restricted-syntax SQL belongs in the data layer
// expect: no-restricted-syntax SQL belongs in the data layer
// expect: no-restricted-syntax SQL belongs in the data layer
// expect: no-restricted-syntax SQL belongs in the data layer
import type { Db } from '../../db/connection.js';

export function fixture(db: Db, deps: { db: Db }, sql: string) {
  db.prepare('SELECT 1').get();
  db.pragma('user_version', { simple: true });
  deps.db.exec(sql);
  return db.exec(`DELETE FROM checadas`);
}
