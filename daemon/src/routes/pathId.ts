/**
 * The one way a path id is read: a positive decimal integer and nothing else. '1 ', '0x1', '1e2',
 * '01' or '1.0' are not ids: they become 0, which no row has, so the service answers its own 404.
 */
export function pathId(raw: string | undefined): number {
  return raw !== undefined && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : 0;
}
