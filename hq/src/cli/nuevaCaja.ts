/**
 * npm run nueva-caja -w hq -- <caja>   (node hq/dist/cli/nuevaCaja.js <caja>)
 * Issues a new box's credentials at headquarters and prints the lines for the box's environment file.
 * Settings (environment): RELOJ_HQ_CAJAS_FILE, RELOJ_HQ_PUBLIC_URL, and optionally RELOJ_HQ_PID_FILE,
 * RELOJ_HQ_HUB_URL (default nats://127.0.0.1:4222) and RELOJ_HQ_CA_CAJA (the CA's path on the box).
 */
import { issueCaja, NuevaCajaError } from './nuevaCajaIssue.js';

async function main(): Promise<number> {
  const caja = process.argv[2];
  const cajasFile = process.env.RELOJ_HQ_CAJAS_FILE;
  const publicUrl = process.env.RELOJ_HQ_PUBLIC_URL;
  if (!caja || !cajasFile || !publicUrl) {
    console.error('Uso: RELOJ_HQ_CAJAS_FILE=… RELOJ_HQ_PUBLIC_URL=tls://hq.ejemplo.mx:7422 npm run nueva-caja -w hq -- <id-de-la-caja>');
    return 2;
  }
  try {
    const lines = await issueCaja({
      caja,
      cajasFile,
      publicUrl,
      pidFile: process.env.RELOJ_HQ_PID_FILE || undefined,
      hubUrl: process.env.RELOJ_HQ_HUB_URL || 'nats://127.0.0.1:4222',
      boxCaPath: process.env.RELOJ_HQ_CA_CAJA || '/etc/reloj-checador/corporativo-ca.pem',
    });
    console.log(`# Caja "${caja}" dada de alta. Copie estas líneas al archivo de entorno de la caja (p. ej. /etc/reloj-checador/env):`);
    for (const line of lines) console.log(line);
    if (!process.env.RELOJ_HQ_PID_FILE) console.log('# Recargue el hub para que acepte la caja: nats-server --signal reload');
    return 0;
  } catch (error) {
    console.error(
      error instanceof NuevaCajaError ? error.message : `No se pudo dar de alta la caja: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

process.exitCode = await main();
