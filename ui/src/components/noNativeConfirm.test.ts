import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** ui/src (this file is in ui/src/components). */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe("the panel's own dialogs", () => {
  it("no source file under ui/src calls the browser's confirm(), alert() or prompt() (they speak the browser's language)", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${relative(SRC, file)}:${index + 1}` }))
        .filter(
          ({ line }) =>
            /(?<![\w$.])(?:window\.|globalThis\.)?(confirm|alert|prompt)\s*\(/.test(line) || /\b(window|globalThis)\.(confirm|alert|prompt)\b/.test(line),
        )
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
