import type { Repositories } from '../db/repositories/index.js';
import { systemClock } from '../lib/clock.js';
import { createRegistroService } from '../services/registro/index.js';

export const VERIFICAR_USAGE =
  '       npm run admin -- verificar [--cabeza <hash>]   (comprueba la cadena del registro; con --cabeza, que el hash impreso en una tarjeta siga en ella)';

const HEAD = /^[0-9a-f]{16,64}$/;

/**
 * `npm run admin -- verificar [--cabeza <hash>]`: recomputes the record's chain on the box and says, in Spanish, whether
 * it holds and where it first breaks; with `--cabeza`, also whether a head printed on a signed tarjeta (the whole
 * SHA-256 of its 'Huella', or the first 16 digits printed beside the link's number) is still a link of the chain: a
 * chain rebuilt after the tarjeta was signed no longer holds it. Runs beside the daemon (SQLite's WAL lets it read while
 * the daemon writes). Exit 0: intact (and the head found); 1: not; 2: bad arguments.
 */
export async function runVerificar(repo: Pick<Repositories, 'registro'>, out: (line: string) => void, args: readonly string[] = []): Promise<number> {
  let cabeza: string | null = null;
  if (args.length > 0) {
    const hash = args[0] === '--cabeza' && args.length === 2 ? args[1]!.trim().toLowerCase() : '';
    if (!HEAD.test(hash)) {
      out(
        args[0] === '--cabeza' ? 'La cabeza debe ser el hash impreso en la tarjeta: de 16 a 64 dígitos hexadecimales (0-9, a-f).' : `Uso:\n${VERIFICAR_USAGE}`,
      );
      return 2;
    }
    cabeza = hash;
  }
  const registro = createRegistroService({ registro: repo.registro, clock: systemClock });
  const result = await registro.verificar('consola');
  const head = result.cabeza ? `último eslabón n.º ${result.cabeza.secuencia}, ${result.cabeza.hash}` : 'sin eslabones todavía';
  if (result.ok) out(`Registro íntegro: ${result.filas} eslabones verificados (${head}).`);
  else {
    out(`REGISTRO ALTERADO: ${result.primeraRotura?.motivo ?? ''}`);
    out(`Eslabones en la cadena: ${result.filas} (${head}).`);
  }
  if (cabeza === null) return result.ok ? 0 : 1;
  const found = registro.buscarCabeza(cabeza);
  out(
    found
      ? `La cabeza ${cabeza} está en la cadena: es el eslabón n.º ${found.secuencia}.`
      : `La cabeza ${cabeza} NO está en la cadena de este reloj: la cadena se reescribió después de imprimir esa tarjeta, o la tarjeta es de otro reloj.`,
  );
  return result.ok && found ? 0 : 1;
}
