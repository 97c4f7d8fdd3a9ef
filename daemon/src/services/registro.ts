import type { CabezaRegistro, RoturaRegistro, VerificacionRegistro } from '@reloj/contract/registro';
import type { Repositories } from '../db/repositories/index.js';
import type { VerificationOrigin } from '../db/repositories/registro.js';
import { linkHash } from '../db/recordFunctions.js';
import { isoNow, type Clock } from '../lib/clock.js';
import type { PrenominaService } from './prenomina.js';

/** Links (or rows) looked at between two turns of the event loop: a kiosk's punch never waits long for a verification. */
const CHUNK = 2_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Repo = Repositories['registro'];

/** The first place the links 1..last stop holding together: a gap, a link that does not follow, a hash that does not match. */
async function firstBrokenLink(repo: Repo, last: number): Promise<RoturaRegistro | null> {
  let anterior = repo.origin();
  let expected = 1;
  for (let desde = 1; desde <= last; desde += CHUNK) {
    for (const link of repo.links(desde, Math.min(last, desde + CHUNK - 1))) {
      const at = { secuencia: link.secuencia, tipo: link.tipo, filaId: link.filaId };
      if (link.secuencia !== expected) return { ...at, motivo: `Falta el eslabón n.º ${expected}: la cadena salta al n.º ${link.secuencia}.` };
      if (link.anterior !== anterior) return { ...at, motivo: `El eslabón n.º ${link.secuencia} no sigue al anterior: la cadena se reescribió desde ahí.` };
      if (linkHash(link.anterior, link.contenido) !== link.hash) {
        return { ...at, motivo: `El eslabón n.º ${link.secuencia} no corresponde a su contenido: se modificó la cadena.` };
      }
      anterior = link.hash;
      expected += 1;
    }
    await nextTurn();
  }
  return expected === last + 1 ? null : { secuencia: expected, tipo: null, filaId: null, motivo: `Falta el eslabón n.º ${expected}.` };
}

/** The first link 1..last whose row is gone or no longer what was chained. */
async function firstRowMismatch(repo: Repo, last: number): Promise<RoturaRegistro | null> {
  for (let desde = 1; desde <= last; desde += CHUNK) {
    const found = repo.firstRowMismatch(desde, Math.min(last, desde + CHUNK - 1));
    if (found) return found;
    await nextTurn();
  }
  return null;
}

/** The first row of a chained table that has no link. */
async function firstUnlinkedRow(repo: Repo): Promise<RoturaRegistro | null> {
  for (const kind of repo.kinds) {
    for (let afterId: number | null = 0; afterId !== null;) {
      const batch = repo.unlinkedRows(kind, afterId, CHUNK);
      if (batch.rotura) return batch.rotura;
      afterId = batch.lastId;
      await nextTurn();
    }
  }
  return null;
}

/**
 * The record's chain (issue 29 item 4): verification on demand (GET /api/registro/verificacion, `npm run admin --
 * verificar`) and daily, each result kept for the home page; and the heads printed on tarjetas and workbooks.
 */
export function createRegistroService(deps: Pick<Repositories, 'registro'> & { clock: Clock }) {
  const { registro: repo, clock } = deps;
  return {
    /**
     * Recomputes every link and compares every chained row with its link, a chunk at a time (100,000 links take about
     * a second of CPU on a laptop, several on a Raspberry Pi: the kiosk keeps answering meanwhile). The first break
     * reported is a row added around the program, else the earliest link (by sequence) that fails.
     */
    async verificar(origen: VerificationOrigin): Promise<VerificacionRegistro> {
      // The links written while it runs are after this head: the next verification covers them.
      const cabeza = repo.head();
      const last = cabeza?.secuencia ?? 0;
      const breaks = [await firstUnlinkedRow(repo), await firstBrokenLink(repo, last), await firstRowMismatch(repo, last)];
      const primeraRotura = breaks.filter((b): b is RoturaRegistro => b !== null).sort((a, b) => a.secuencia - b.secuencia)[0];
      const result: VerificacionRegistro = {
        ok: primeraRotura === undefined,
        filas: repo.countUpTo(last),
        cabeza,
        ...(primeraRotura ? { primeraRotura } : {}),
        verificadoEn: isoNow(clock),
      };
      repo.saveVerification({ verificadoEn: result.verificadoEn, origen, ok: result.ok, filas: result.filas, rotura: primeraRotura ?? null });
      return result;
    },
    /** The latest verification's outcome, for the home page (null: never verified yet). */
    ultimaVerificacion: () => repo.lastVerification(),
    /** The chain's head now. */
    cabeza: (): CabezaRegistro | null => repo.head(),
    /** The link of a period's latest close while it stays closed (null when open). */
    cabezaDeCierre: (periodoId: number): CabezaRegistro | null => repo.closeHead(periodoId),
    /**
     * The head that pins a pre-nómina's figures: the link of the close they were frozen at, or the head now for
     * figures computed live (printed on tarjetas and workbooks).
     */
    cabezaDeCifras: (frozen: { periodoId: number; version: number } | null): CabezaRegistro | null =>
      frozen ? repo.versionHead(frozen.periodoId, frozen.version) : repo.head(),
  };
}

export type RegistroService = ReturnType<typeof createRegistroService>;

/**
 * GET /api/prenomina, the workbook and the tarjetas carry the head that pins their figures: the link of the close they
 * were frozen at (`version`), or the head at the moment they were computed.
 */
export function withChainHead(registro: Pick<RegistroService, 'cabezaDeCifras'>, prenomina: PrenominaService): PrenominaService {
  return {
    ...prenomina,
    get: (query) => {
      const figures = prenomina.get(query);
      const frozen = figures.periodo && figures.version !== null ? { periodoId: figures.periodo.id, version: figures.version } : null;
      return { ...figures, registro: registro.cabezaDeCifras(frozen) };
    },
  };
}
