import type { CabezaRegistro, RoturaRegistro, VerificacionRegistro } from '@reloj/contract/registro';
import type { Repositories } from '../../db/repositories/index.js';
import type { VerificationOrigin } from '../../db/repositories/registro.js';
import { linkHash } from '../../db/recordFunctions.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { PrenominaService } from '../prenomina/index.js';

/** Links (or rows) looked at between two turns of the event loop: a kiosk's punch never waits long for a verification. */
const CHUNK = 2_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Repo = Repositories['registro'];

/**
 * How far back a link's registration time may go from the one before it. The box's clock steps back after a power cut
 * (systemd-timesyncd resumes from the time it last saved, at most about 34 minutes old, until NTP answers again);
 * more than this is a link written with a made-up time.
 */
const CLOCK_STEP_BACK_MS = 3_600_000;
const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 19)} UTC`;

/**
 * The first place the links 1..last stop holding together: a gap, a link that does not follow, a hash that does not
 * match, a registration time that goes back.
 */
async function firstBrokenLink(repo: Repo, last: number): Promise<RoturaRegistro | null> {
  let anterior = repo.origin();
  let before: { secuencia: number; registradoEn: string } | null = null;
  let expected = 1;
  for (let desde = 1; desde <= last; desde += CHUNK) {
    for (const link of repo.links(desde, Math.min(last, desde + CHUNK - 1))) {
      const at = { secuencia: link.secuencia, tipo: link.tipo, filaId: link.filaId };
      if (link.secuencia !== expected) return { ...at, motivo: `Falta el eslabón n.º ${expected}: la cadena salta al n.º ${link.secuencia}.` };
      if (link.anterior !== anterior) return { ...at, motivo: `El eslabón n.º ${link.secuencia} no sigue al anterior: la cadena se reescribió desde ahí.` };
      if (linkHash(link.anterior, link.contenido) !== link.hash) {
        return { ...at, motivo: `El eslabón n.º ${link.secuencia} no corresponde a su contenido: se modificó la cadena.` };
      }
      if (before && !(Date.parse(link.registradoEn) >= Date.parse(before.registradoEn) - CLOCK_STEP_BACK_MS)) {
        return {
          ...at,
          motivo:
            `El eslabón n.º ${link.secuencia} dice haberse registrado el ${utc(link.registradoEn)}, antes que el n.º ${before.secuencia} ` +
            `(${utc(before.registradoEn)}): la cadena se alteró, o la hora de este equipo se atrasó más de una hora.`,
        };
      }
      anterior = link.hash;
      before = link;
      expected += 1;
    }
    await nextTurn();
  }
  return expected === last + 1 ? null : { secuencia: expected, tipo: null, filaId: null, motivo: `Falta el eslabón n.º ${expected}.` };
}

/** The first of `find` over the links 1..last, a chunk at a time. */
async function firstInChunks(last: number, find: (desde: number, hasta: number) => RoturaRegistro | null): Promise<RoturaRegistro | null> {
  for (let desde = 1; desde <= last; desde += CHUNK) {
    const found = find(desde, Math.min(last, desde + CHUNK - 1));
    if (found) return found;
    await nextTurn();
  }
  return null;
}

/** The first row of a chained table that has no link, every row from the lowest id. */
async function firstUnlinkedRow(repo: Repo): Promise<RoturaRegistro | null> {
  for (const kind of repo.kinds) {
    let afterId: bigint | null = null;
    do {
      const batch = repo.unlinkedRows(kind, afterId, CHUNK);
      if (batch.rotura) return batch.rotura;
      afterId = batch.lastId;
      await nextTurn();
    } while (afterId !== null);
  }
  return null;
}

/**
 * Every check, each reporting the first break it finds. Only the links 1..last: the ones written while it runs are
 * after the head read at the start, and the next verification covers them. A rebuilt chain, outbox included, can only be
 * caught by something outside the card: headquarters' copy of the links, or a head printed on a tarjeta (`--cabeza`).
 */
async function allBreaks(repo: Repo, last: number): Promise<(RoturaRegistro | null)[]> {
  const attemptsFrom = repo.attemptsFrom();
  return [
    repo.firstInvalidId(),
    await firstUnlinkedRow(repo),
    await firstBrokenLink(repo, last),
    await firstInChunks(last, repo.firstRowMismatch),
    // Events numbered zero or below are looked for with the first chunk.
    await firstInChunks(last, (desde, hasta) => repo.firstEventMismatch(desde === 1 ? Number.MIN_SAFE_INTEGER : desde, hasta)),
    await firstInChunks(last, repo.firstLinkWithoutEvent),
    attemptsFrom === null ? null : await firstInChunks(last, (desde, hasta) => repo.firstKioskPunchWithoutAttempt(desde, hasta, attemptsFrom)),
  ];
}

/**
 * The record's chain (issue 29 item 4): verification on demand (GET /api/registro/verificacion, `npm run admin --
 * verificar`) and daily, each result kept for the home page; and the heads printed on tarjetas and workbooks.
 */
export function createRegistroService(
  deps: Pick<Repositories, 'registro'> & {
    clock: Clock;
    /** Groups the saved result with what `onVerificado` writes (issue 44: the 'registro_alterado' alert). */
    transaction?: Repositories['transaction'];
    onVerificado?: (result: VerificacionRegistro, origen: VerificationOrigin) => void;
  },
) {
  const { registro: repo, clock } = deps;
  /** What tells whether the record changed since a verification: the head, and how many links and chained rows there are. */
  const stateNow = () => `${repo.head()?.hash ?? '-'}:${repo.rowCount()}`;
  /** The latest verification and the state it covered; the one running now, if any. */
  let latest: { state: string; result: VerificacionRegistro } | null = null;
  let running: { state: string; result: Promise<VerificacionRegistro> } | null = null;

  /**
   * Recomputes every link and compares every chained row with its link, a chunk at a time (100,000 links take about
   * a second of CPU on a laptop, several on a Raspberry Pi: the kiosk keeps answering meanwhile). The first break
   * reported is a row added around the program, else the earliest link (by sequence) that fails.
   */
  async function verificar(origen: VerificationOrigin): Promise<VerificacionRegistro> {
    const state = stateNow();
    const cabeza = repo.head();
    const last = cabeza?.secuencia ?? 0;
    const breaks = await allBreaks(repo, last);
    const primeraRotura = breaks.filter((b): b is RoturaRegistro => b !== null).sort((a, b) => a.secuencia - b.secuencia)[0];
    const result: VerificacionRegistro = {
      ok: primeraRotura === undefined,
      filas: repo.countUpTo(last),
      cabeza,
      ...(primeraRotura ? { primeraRotura } : {}),
      verificadoEn: isoNow(clock),
    };
    const save = () => {
      repo.saveVerification({ verificadoEn: result.verificadoEn, origen, ok: result.ok, filas: result.filas, rotura: primeraRotura ?? null });
      deps.onVerificado?.(result, origen);
    };
    if (deps.transaction) deps.transaction(save);
    else save();
    latest = { state, result };
    return result;
  }

  return {
    verificar,
    /**
     * The latest verification while nothing was added since (same head, same number of links and chained rows), else a
     * new one; callers arriving while one runs share it. For the expediente (issue 39 item 7): sixteen downloads no longer
     * verify the chain sixteen times. The daily run, the API and the console always verify again.
     */
    async verificacionVigente(origen: VerificationOrigin): Promise<VerificacionRegistro> {
      const state = stateNow();
      if (latest?.state === state) return latest.result;
      if (running?.state === state) return running.result;
      const current = { state, result: verificar(origen) };
      running = current;
      try {
        return await current.result;
      } finally {
        if (running === current) running = null;
      }
    },
    /** Whether a head printed on a tarjeta (its whole hash, or at least its first 16 digits) is a link of the chain. */
    buscarCabeza: (hash: string): CabezaRegistro | null => repo.findHash(hash.toLowerCase()),
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
