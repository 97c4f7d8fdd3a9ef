/** Release versions are MAJOR.MINOR.PATCH with an optional -suffix (0.3.0, 0.3.1-rc.1). */
export const VERSION_RE = /^(\d{1,4})\.(\d{1,4})\.(\d{1,4})(?:-([0-9A-Za-z.]{1,32}))?$/;

/** Negative when a < b, positive when a > b (a pre-release sorts before its release: 0.3.0-rc.1 < 0.3.0). */
export function compareVersions(a: string, b: string): number {
  const pa = VERSION_RE.exec(a);
  const pb = VERSION_RE.exec(b);
  if (!pa || !pb) throw new Error(`versión no válida: ${pa ? b : a}`);
  for (let i = 1; i <= 3; i++) {
    const d = Number(pa[i]) - Number(pb[i]);
    if (d !== 0) return d;
  }
  if (pa[4] === pb[4]) return 0;
  if (pa[4] === undefined) return 1;
  if (pb[4] === undefined) return -1;
  return comparePrerelease(pa[4].split('.'), pb[4].split('.'));
}

const NUMERIC = /^\d+$/;

/**
 * SemVer 2.0.0 §11.4: identifier by identifier, numeric ones as numbers (rc.10 after rc.9), a numeric one before an
 * alphanumeric one, others in ASCII order; when one list is a prefix of the other, the shorter sorts first.
 */
function comparePrerelease(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    const xn = NUMERIC.test(x);
    const yn = NUMERIC.test(y);
    if (xn && yn) return Number(x) - Number(y) || (x.length < y.length ? -1 : 1); // 01 and 1: not equal, stable order
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}
