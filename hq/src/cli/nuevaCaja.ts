/**
 * npm run nueva-caja -w hq -- <caja>   (node hq/dist/cli/nuevaCaja.js <caja>)
 * Issues a new box's credentials at headquarters and prints the lines for the box's environment file.
 * Settings (environment): RELOJ_HQ_CAJAS_FILE and RELOJ_HQ_PUBLIC_URL (required); RELOJ_HQ_HUB_URL (the hub's client
 * port, default nats://127.0.0.1:4222, as hub-config printed it); RELOJ_HQ_PID_FILE (signalled to reload; unset: reload
 * by hand); RELOJ_HQ_CA_CAJA (the CA's path on the box, default /etc/reloj-checador/corporativo-ca.pem; empty: the
 * box uses its system trust and no RELOJ_HQ_CA line is printed).
 */
import { issueCaja, NuevaCajaError } from './nuevaCajaIssue.js';

async function main(): Promise<number> {
  const caja = process.argv[2];
  const env = process.env;
  const cajasFile = env.RELOJ_HQ_CAJAS_FILE;
  const publicUrl = env.RELOJ_HQ_PUBLIC_URL;
  if (!caja || !cajasFile || !publicUrl) {
    console.error(
      'Uso: RELOJ_HQ_CAJAS_FILE=… RELOJ_HQ_PUBLIC_URL=tls://hq.ejemplo.mx:7422 [RELOJ_HQ_HUB_URL=nats://127.0.0.1:4222 RELOJ_HQ_PID_FILE=…] npm run nueva-caja -w hq -- <id-de-la-caja>',
    );
    return 2;
  }
  try {
    const lines = await issueCaja({
      caja,
      cajasFile,
      publicUrl,
      pidFile: env.RELOJ_HQ_PID_FILE || undefined,
      hubUrl: env.RELOJ_HQ_HUB_URL || 'nats://127.0.0.1:4222',
      boxCaPath: env.RELOJ_HQ_CA_CAJA ?? '/etc/reloj-checador/corporativo-ca.pem',
    });
    console.log(`# Caja "${caja}" dada de alta. Copie estas líneas al archivo de entorno de la caja (p. ej. /etc/reloj-checador/env):`);
    for (const line of lines) console.log(line);
    if (!env.RELOJ_HQ_PID_FILE) console.log('# Recargue el hub para que acepte la caja: nats-server --signal reload');
    return 0;
  } catch (error) {
    console.error(
      error instanceof NuevaCajaError ? error.message : `No se pudo dar de alta la caja: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

process.exitCode = await main();
