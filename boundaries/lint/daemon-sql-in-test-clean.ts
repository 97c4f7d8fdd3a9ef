// lint-as: daemon/src/services/attendance/fixture.test.ts
// expect: clean
import { expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.js';

it('reads what the service wrote, from the real file', () => {
  const db = openDatabase(':memory:');
  expect(db.prepare('SELECT 1 AS uno').get()).toEqual({ uno: 1 });
  expect(new Date().getTime()).toBeGreaterThan(Date.now() - 1000);
});
