import { describe, expect, it } from 'vitest';
import { formatDateEs } from './dates.js';

// The calendar rules themselves are tested with the contract (contract/src/dates.test.ts).
describe('dates people read', () => {
  it('formats a date for people in es-MX', () => {
    expect(formatDateEs('2027-03-10')).toBe('10 de marzo de 2027');
    expect(formatDateEs('2026-01-01')).toBe('1 de enero de 2026');
  });
});
