// lint-as: daemon/src/services/attendance/fixture.ts
// expect: clean
const VERSION_RE = /^(\d+)\.(\d+)$/;

export const fixture = (text: string, key: string) => [/^a+$/.exec(text), VERSION_RE.exec(text), new RegExp(`^${key}:`).exec(text)];
