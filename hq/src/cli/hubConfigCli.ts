/**
 * npm run hub-config -w hq   (node hq/dist/cli/hubConfigCli.js)
 * Writes the headquarters hub's nats-server configuration and an empty users file, once, for the technician who sets
 * up headquarters; then run `nats-server -c <dir>/hub.conf` (or Debian's nats-server unit pointed at it). Both files
 * are 0600: run this and nueva-caja as the user nats-server runs as (Debian's unit: nats), which must read them.
 * Prints the hub's client URL, what nueva-caja needs as RELOJ_HQ_HUB_URL.
 * Settings (environment), with their defaults: RELOJ_HQ_DIR=/etc/reloj-hq/nats, RELOJ_HQ_STORE=/var/lib/reloj-hq/jetstream,
 * RELOJ_HQ_PORT=4222 (127.0.0.1 only), RELOJ_HQ_LEAF_PORT=7422, RELOJ_HQ_TLS_CERT and RELOJ_HQ_TLS_KEY (required: the
 * certificate the boxes verify), RELOJ_HQ_PID_FILE=/run/reloj-hq/nats.pid.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureCajasFile } from '../hub/cajasFile.js';
import { hubConfig } from '../hub/hubConfig.js';

function main(): number {
  const env = process.env;
  const dir = env.RELOJ_HQ_DIR || '/etc/reloj-hq/nats';
  const tlsCert = env.RELOJ_HQ_TLS_CERT;
  const tlsKey = env.RELOJ_HQ_TLS_KEY;
  if (!tlsCert || !tlsKey) {
    console.error('Falta el certificado del hub: defina RELOJ_HQ_TLS_CERT y RELOJ_HQ_TLS_KEY (las cajas lo verifican con su CA).');
    return 2;
  }
  const port = Number(env.RELOJ_HQ_PORT || 4222);
  const leafPort = Number(env.RELOJ_HQ_LEAF_PORT || 7422);
  if (![port, leafPort].every((p) => Number.isInteger(p) && p > 0 && p < 65536)) {
    console.error('RELOJ_HQ_PORT y RELOJ_HQ_LEAF_PORT deben ser puertos (1 a 65535).');
    return 2;
  }
  const file = join(dir, 'hub.conf');
  if (existsSync(file)) {
    console.error(`${file} ya existe; no se sobrescribe.`);
    return 1;
  }
  mkdirSync(dir, { recursive: true, mode: 0o750 });
  const cajasFile = join(dir, 'cajas.conf');
  ensureCajasFile(cajasFile);
  const pidFile = env.RELOJ_HQ_PID_FILE || '/run/reloj-hq/nats.pid';
  writeFileSync(
    file,
    hubConfig({
      port,
      leafPort,
      storeDir: env.RELOJ_HQ_STORE || '/var/lib/reloj-hq/jetstream',
      tlsCert,
      tlsKey,
      cajasInclude: cajasFile,
      configDir: dir,
      pidFile,
    }),
    { mode: 0o600 },
  );
  const hubUrl = `nats://127.0.0.1:${port}`;
  console.log(`Escrito ${file} (usuarios en ${cajasFile}). Inicie el hub con: nats-server -c ${file}`);
  console.log(`El hub atiende a los clientes del corporativo en ${hubUrl}: úselo como RELOJ_HQ_HUB_URL con nueva-caja (y como HQ_NATS_URL del servicio).`);
  console.log(
    `Para dar de alta cada caja: RELOJ_HQ_CAJAS_FILE=${cajasFile} RELOJ_HQ_PID_FILE=${pidFile} RELOJ_HQ_HUB_URL=${hubUrl} RELOJ_HQ_PUBLIC_URL=tls://<nombre-del-hub>:${leafPort} npm run nueva-caja -w hq -- <id>`,
  );
  return 0;
}

process.exitCode = main();
