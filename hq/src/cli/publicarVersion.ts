/**
 * npm run publicar-version -w hq -- <paquete> [--cajas a,b | --porcentaje 10] [--canario <caja>] [--umbral 0.25]
 * (node hq/dist/cli/publicarVersion.js …). Puts a signed release bundle in the hub's object store (bucket
 * reloj-versiones), records the rollout in PostgreSQL and announces it to the canary box; the headquarters service
 * announces it to the rest once the canary installed it, and stops it when too many boxes roll back.
 * Settings (environment): HQ_DATABASE_URL (required), RELOJ_HQ_HUB_URL (the hub's client port, default
 * nats://127.0.0.1:4222). Headquarters does not check the signature: each box does, with the keys it trusts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { jetstream } from '@nats-io/jetstream';
import { HQ_DOMAIN } from '@reloj/contract/eventos';
import pg from 'pg';
import { createRepositories } from '../db/repositories/index.js';
import { connectHub, HubConnectionError } from './hubConnection.js';
import { advanceAndAnnounce } from '../versiones/announcer.js';
import { putFile } from '../versiones/objectStore.js';
import { chooseCajas } from '../versiones/rules.js';
import { createDespliegue } from '../versiones/store.js';

const USO =
  'Uso: HQ_DATABASE_URL=… [RELOJ_HQ_HUB_URL=nats://127.0.0.1:4222] npm run publicar-version -w hq -- <paquete> [--cajas a,b | --porcentaje 10] [--canario <caja>] [--umbral 0.25]';

class Uso extends Error {}

/** The bundle's manifest (version, machine), read without unpacking the program. */
async function readManifest(bundle: string): Promise<{ version: string; arch: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'reloj-publicar-'));
  try {
    await promisify(execFile)('tar', ['-xf', bundle, '-C', dir, '--occurrence', '--no-same-owner', 'manifest.json']);
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { programa?: string; version?: string; arch?: string };
    if (manifest.programa !== 'reloj-checador' || !manifest.version || !manifest.arch) throw new Error('manifiesto incompleto');
    return { version: manifest.version, arch: manifest.arch };
  } catch {
    throw new Uso(`${bundle} no es un paquete de versión de Reloj Checador (no se pudo leer su manifest.json).`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function options(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { cajas: { type: 'string' }, porcentaje: { type: 'string' }, canario: { type: 'string' }, umbral: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Uso(USO);
  if (values.cajas && values.porcentaje) throw new Uso('Use --cajas o --porcentaje, no los dos.');
  const porcentaje = values.porcentaje === undefined ? undefined : Number(values.porcentaje);
  if (porcentaje !== undefined && !(porcentaje > 0 && porcentaje <= 100)) throw new Uso('--porcentaje debe ser un número mayor que 0 y hasta 100.');
  const umbral = values.umbral === undefined ? 0.25 : Number(values.umbral);
  if (!(umbral >= 0 && umbral <= 1)) throw new Uso('--umbral es la fracción de cajas revertidas que detiene el despliegue: de 0 a 1 (0.25 = 25 %).');
  const cajas = values.cajas
    ?.split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return { bundle: positionals[0]!, cajas, porcentaje, canario: values.canario, umbral };
}

async function main(): Promise<number> {
  let nc: Awaited<ReturnType<typeof connectHub>>['nc'] | undefined;
  let pool: pg.Pool | undefined;
  try {
    const o = options(process.argv.slice(2));
    const databaseUrl = process.env.HQ_DATABASE_URL;
    if (!databaseUrl) throw new Uso(`Falta HQ_DATABASE_URL. ${USO}`);
    const { version, arch } = await readManifest(o.bundle);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const known = await createRepositories(pool).cajas.ids();
    const cajas = chooseCajas(known, o);

    const hub = await connectHub(process.env.RELOJ_HQ_HUB_URL || 'nats://127.0.0.1:4222');
    nc = hub.nc;
    const objeto = `reloj-checador-${version}-${arch}`;
    const { meta, sha256, nueva } = await putFile(jetstream(nc, { domain: HQ_DOMAIN }), hub.jsm, objeto, o.bundle);
    const id = await createDespliegue(pool, { version, arch, objeto, sha256, bytes: meta.size, umbral: o.umbral }, cajas);
    await advanceAndAnnounce(pool, nc);

    const mb = (meta.size / 1024 / 1024).toFixed(1);
    console.log(
      `Versión ${version} (${arch}), ${mb} MB: ${nueva ? 'guardada' : 'ya estaba guardada'} en el hub como "${objeto}" (SHA-256 ${sha256.slice(0, 16)}…).`,
    );
    console.log(`Despliegue ${id}: ${cajas.length} ${cajas.length === 1 ? 'caja' : 'cajas'} (${cajas.map((c) => c.caja).join(', ')}).`);
    console.log(`Anunciada a la caja canario ${cajas[0]!.caja}; las demás la recibirán cuando la canario la instale.`);
    console.log(`Se detiene sola si más del ${Math.round(o.umbral * 1000) / 10} % de las cajas que reporten la revierten. Avance: página Corporativo.`);
    return 0;
  } catch (error) {
    if (error instanceof Uso || error instanceof HubConnectionError || error instanceof RangeError) console.error(error.message);
    else console.error(`No se pudo publicar la versión: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof Uso ? 2 : 1;
  } finally {
    await nc?.close();
    await pool?.end();
  }
}

process.exitCode = await main();
