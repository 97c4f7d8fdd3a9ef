/// <reference types="node" />
// The README and docs/ (issue 42): every relative link resolves, the README stays a short page for a newcomer, and its
// two commands are the ones CI runs. Here because the contract's tests are the first and quickest of `make test`.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The lines outside fenced code blocks, inline code spans blanked (a link written inside code is not a link). */
function prose(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    return fenced || /^\s*```/.test(line) ? '' : line.replace(/`[^`]*`/g, '``');
  });
}

/** Inline links `[text](target)`, images included. */
function links(markdown: string): string[] {
  return prose(markdown).flatMap((line) => [...line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!));
}

/** The anchors GitHub makes of a page's headings: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Each relative link of a Markdown file that names a missing file or folder, or a heading its page does not have. */
function brokenLinks(file: string, root: string): string[] {
  const broken: string[] = [];
  for (const target of links(readFileSync(file, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not ours to check
    const [path = '', anchor] = target.split('#', 2);
    const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    if (relative(root, resolved).startsWith('..') || !existsSync(resolved)) broken.push(target);
    else if (anchor !== undefined && resolved.endsWith('.md') && !anchors(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) broken.push(target);
  }
  return broken;
}

const README = join(REPO, 'README.md');
const DOCS = readdirSync(join(REPO, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(REPO, 'docs', name));

describe('the README and docs/', () => {
  it.each([README, ...DOCS].map((file) => [relative(REPO, file), file]))('%s: every relative link resolves', (_name, file) => {
    expect(brokenLinks(file, REPO)).toEqual([]);
  });

  it('the README links every page of docs/', () => {
    const linked = new Set(links(readFileSync(README, 'utf8')).map((target) => resolve(REPO, target.split('#')[0]!)));
    expect(DOCS.filter((page) => !linked.has(page)).map((page) => relative(REPO, page))).toEqual([]);
  });

  it('the README is at most 200 lines', () => {
    expect(readFileSync(README, 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it("the README's two commands are `make run` and the command .ci/run runs, word for word", () => {
    const ci = readFileSync(join(REPO, '.ci/run'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const twoCommands = /## Two commands\n[\s\S]*?```sh\n([\s\S]*?)```/.exec(readFileSync(README, 'utf8'));
    const commands = twoCommands![1]!
      .trim()
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim());
    expect(commands).toEqual(['make run', ci.at(-1)]);
  });
});

describe('the link check', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names a missing page, a missing heading and a path outside the repository, and passes good links', () => {
    writeFileSync(join(root, 'other.md'), '# Other page\n\n## Pre-nómina and the law (LFT)\n\n## Pre-nómina and the law (LFT)\n');
    writeFileSync(
      join(root, 'page.md'),
      [
        '# Page',
        '[fine](other.md) [fine](other.md#pre-nómina-and-the-law-lft-1) [fine](#page) [fine](https://example.com/x.md)',
        '`[in code](gone.md)`',
        '```',
        '[in a block](gone.md)',
        '```',
        '[missing](gone.md) [no heading](other.md#nope) [outside](../../etc/passwd) [anchor](#nope)',
      ].join('\n'),
    );
    expect(brokenLinks(join(root, 'page.md'), root)).toEqual(['gone.md', 'other.md#nope', '../../etc/passwd', '#nope']);
  });
});
