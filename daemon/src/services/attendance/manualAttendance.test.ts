import { describe, expect, it } from 'vitest';
import { formatRangeEs } from '../prenomina/index.js';

describe('formatRangeEs', () => {
  it('names a period the way people say it', () => {
    expect(formatRangeEs('2026-03-09', '2026-03-15')).toBe('9 al 15 de marzo de 2026');
    expect(formatRangeEs('2026-02-28', '2026-03-06')).toBe('28 de febrero al 6 de marzo de 2026');
    expect(formatRangeEs('2025-12-29', '2026-01-04')).toBe('29 de diciembre de 2025 al 4 de enero de 2026');
  });
});
