import { describe, expect, it } from 'vitest';
import { compareVersions } from './versionOrder.js';

describe('compareVersions', () => {
  it('orders the SemVer 2.0.0 §11 precedence example, each one after all before it', () => {
    // https://semver.org/#spec-item-11, with 0.3.0 instead of 1.0.0 (the -suffix grammar is the same).
    const ordered = ['0.3.0-alpha', '0.3.0-alpha.1', '0.3.0-alpha.beta', '0.3.0-beta', '0.3.0-beta.2', '0.3.0-beta.11', '0.3.0-rc.1', '0.3.0'];
    for (let i = 0; i < ordered.length; i++)
      for (let j = 0; j < ordered.length; j++) {
        const got = Math.sign(compareVersions(ordered[i]!, ordered[j]!));
        expect(got, `${ordered[i]} vs ${ordered[j]}`).toBe(Math.sign(i - j));
      }
  });

  it('compares numeric pre-release identifiers as numbers: a signed rc.9 never replaces rc.10', () => {
    expect(compareVersions('0.3.0-rc.10', '0.3.0-rc.9')).toBeGreaterThan(0);
    expect(compareVersions('0.3.0-rc.9', '0.3.0-rc.10')).toBeLessThan(0);
    expect(compareVersions('0.3.0-rc.2', '0.3.0-rc.2')).toBe(0);
    expect(compareVersions('0.10.0', '0.9.0')).toBeGreaterThan(0);
  });
});
