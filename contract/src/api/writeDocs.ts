/// <reference types="node" />
// `npm run docs:api`: writes docs/api.md from the route catalogue. A daemon test fails while the committed page is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_GROUPS, apiMarkdown } from './index.js';

const target = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
writeFileSync(target, apiMarkdown(API_GROUPS));
console.log(`Escrito ${target}`);
