import type { Repositories } from '../db/repositories/index.js';
import { systemClock } from '../lib/clock.js';
import { createRegistroService } from '../services/registro.js';

/**
 * `npm run admin -- verificar`: recomputes the record's chain on the box and says, in Spanish, whether it holds and
 * where it first breaks. Runs beside the daemon (SQLite's WAL lets it read while the daemon writes). Exit 0: intact.
 */
export async function runVerificar(repo: Pick<Repositories, 'registro'>, out: (line: string) => void): Promise<number> {
  const result = await createRegistroService({ registro: repo.registro, clock: systemClock }).verificar('consola');
  const head = result.cabeza ? `último eslabón n.º ${result.cabeza.secuencia}, ${result.cabeza.hash}` : 'sin eslabones todavía';
  if (result.ok) {
    out(`Registro íntegro: ${result.filas} eslabones verificados (${head}).`);
    return 0;
  }
  out(`REGISTRO ALTERADO: ${result.primeraRotura?.motivo ?? ''}`);
  out(`Eslabones en la cadena: ${result.filas} (${head}).`);
  return 1;
}
