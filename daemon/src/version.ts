import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };

export const version: string = pkg.version;

/** Changes at every start of the process: a page that asked for a restart knows the box is back when it differs. */
export const arranque: string = randomUUID();
