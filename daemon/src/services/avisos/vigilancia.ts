import { addDays, instantOf, localDate } from '@reloj/contract/dates';
import type { VerificacionRegistro } from '@reloj/contract/registro';
import { segmentSpan, type Segmento } from '@reloj/contract/turnos';
import type { Repositories } from '../../db/repositories/index.js';
import { damageFound, forgetDamageFound } from '../../jobs/databaseDamage.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import type { UpdateStatus } from '../../release/updateStatus.js';
import type { DiskStatus } from '../../system/diskSpace.js';
import type { Alerta } from './alertas.js';
import * as inmediatos from './inmediatos.js';

/**
 * Repeated spoof attempts (issue 44): SPOOF_REFUSALS refusals for liveness at one kiosk, each within SPOOF_MINUTES of
 * the one before, are a burst. Three: one refusal is a bad light, two a person trying again; a third in ten minutes
 * is someone insisting with a photo or a screen. The burst is named by its first refusal, so it is one alert however
 * long it goes on.
 */
export const SPOOF_REFUSALS = 3;
export const SPOOF_MINUTES = 10;
/** How far back a burst's first refusal is looked for. */
const BURST_LOOKBACK_MS = 24 * 3_600_000;

/**
 * A kiosk asks the box every minute and its last contact is written at most once a minute (services/devices), so a
 * healthy one may look two minutes silent: a shorter `minutosKioscoSinSenal` counts as this.
 */
const MIN_SILENCE_MINUTES = 3;

/** One day of one person's schedule, as the roster resolves it (turnos when they exist, else the employee's fields). */
export type DiaDeTrabajo = { fecha: string; segmentos: readonly Segmento[] };
/** The days from `desde` to `hasta` of the active staff of a branch (null: every branch). */
export type Jornadas = (sucursalId: number | null, desde: string, hasta: string) => DiaDeTrabajo[];

/**
 * When the working time that holds `at` began (the union of the scheduled segments around it), or null when `at` is
 * outside working hours. Yesterday's days count for shifts that cross midnight.
 */
export function workingSince(dias: readonly DiaDeTrabajo[], at: Date, timeZone: string): Date | null {
  const spans = dias
    .flatMap(({ fecha, segmentos }) =>
      segmentos.map((s): [number, number] => {
        const { start, end } = segmentSpan(s);
        const from = instantOf(`${fecha}T${s.entrada}`, timeZone).getTime();
        return [from, from + (end - start) * 60_000];
      }),
    )
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of spans) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  const now = at.getTime();
  const hit = merged.find(([s, e]) => s <= now && now < e);
  return hit ? new Date(hit[0]) : null;
}

/**
 * Issue 44, the immediate alerts, each raised from where its cause happens (services/index.ts wires them): the record
 * chain found broken, the data disk crossing a level, an update rolled back, a damaged database now restored, a burst
 * of spoof attempts, a kiosk gone silent during working hours, a new request from the kiosk.
 */
export function createAvisosInmediatos(
  deps: Pick<Repositories, 'avisosInmediatos' | 'transaction'> & {
    raise: (alerta: Alerta) => number;
    clock: Clock;
    timeZone: string;
    dataDir: string;
    logger: Logger;
    minutosKioscoSinSenal: () => number;
    jornadas: Jornadas;
  },
) {
  const { avisosInmediatos: repo, raise, clock, timeZone } = deps;
  /** The disk's state at the last reading that was dealt with (null: none since start). */
  let discoVisto: DiskStatus['estado'] | null = null;

  const filaAlterada = (rotura: NonNullable<VerificacionRegistro['primeraRotura']>) => {
    if (rotura.filaId === null) return { sucursalId: null, fila: null };
    if (rotura.tipo === 'checada') {
      const c = repo.checada(rotura.filaId);
      return c ? { sucursalId: c.sucursalId, fila: { tipo: 'checada' as const, persona: c, hora: c.hora } } : { sucursalId: null, fila: null };
    }
    if (rotura.tipo === 'incidencia') {
      const i = repo.incidencia(rotura.filaId);
      return i ? { sucursalId: i.sucursalId, fila: { tipo: 'incidencia' as const, persona: i, fecha: i.fecha } } : { sucursalId: null, fila: null };
    }
    return { sucursalId: null, fila: null };
  };

  return {
    /** A verification of the record chain ended (services/registro): a break raises 'registro_alterado'. */
    registroVerificado(result: VerificacionRegistro, origen: string): number {
      if (result.ok || !result.primeraRotura) return 0;
      const rotura = result.primeraRotura;
      return raise(inmediatos.registroAlterado({ rotura, origen, ...filaAlterada(rotura) }, clock.now(), timeZone));
    },

    /**
     * Each reading of the data disk (system/diskSpace.ts): crossing into 'poco' or 'lleno' raises 'disco', once a level
     * and local day (a disk going back and forth over the line, or a restart, sends nothing more). On a full disk the
     * row may not be written: the crossing stays unseen and the next reading tries again.
     */
    discoLeido(status: DiskStatus): number {
      if (status.estado === discoVisto) return 0;
      if (status.estado === 'ok') {
        discoVisto = status.estado;
        return 0;
      }
      try {
        const written = deps.transaction(() => raise(inmediatos.disco({ ...status, estado: status.estado as 'poco' | 'lleno' }, clock.now(), timeZone)));
        discoVisto = status.estado;
        return written;
      } catch (error) {
        deps.logger.warn({ err: error instanceof Error ? error.message : String(error), estado: status.estado }, 'disk alert not raised');
        return 0;
      }
    },

    /** The updater's outcome was recorded (services/actualizaciones): a rollback raises 'actualizacion_revertida'. */
    actualizacionTerminada(status: UpdateStatus): number {
      return status.estado === 'revertida' ? raise(inmediatos.actualizacionRevertida(status, timeZone)) : 0;
    },

    /**
     * At start, with a usable database (main.ts): the note of a damage found at an earlier start becomes the
     * 'base_danada' alert, then goes. Raised before the note is removed, so a crash in between raises nothing twice.
     */
    baseRestaurada(): number {
      const note = damageFound(deps.dataDir);
      if (!note) return 0;
      const written = raise(inmediatos.baseDanada(note, clock.now(), timeZone));
      forgetDamageFound(deps.dataDir);
      return written;
    },

    /**
     * A kiosk refused a check-in for liveness (services/attendance, in the transaction that logged the attempt): the
     * SPOOF_REFUSALS-th refusal of a burst raises 'suplantacion' with the kiosk and the times.
     */
    rechazoPorVivacidad(dispositivoId: number): number {
      const now = clock.now().getTime();
      const recientes = repo.rechazosPorVivacidad(dispositivoId, new Date(now - BURST_LOOKBACK_MS).toISOString());
      const burst: string[] = [];
      let after = now;
      for (const at of recientes) {
        if (after - Date.parse(at) > SPOOF_MINUTES * 60_000) break;
        burst.unshift(at);
        after = Date.parse(at);
      }
      if (burst.length < SPOOF_REFUSALS) return 0;
      const kiosco = repo.kiosco(dispositivoId);
      if (!kiosco) return 0;
      return raise(inmediatos.suplantacion({ kiosco, rechazos: burst.slice(0, SPOOF_REFUSALS), minutos: SPOOF_MINUTES }, timeZone));
    },

    /**
     * Every minute (jobs/kioscoSinSenal.ts): each approved kiosk silent for more than `minutosKioscoSinSenal` of its
     * branch's working time raises 'kiosco_sin_senal', once per silence. Answers how many kiosks it raised for.
     */
    revisarKioscos(): number {
      const at = clock.now();
      const umbralMs = Math.max(deps.minutosKioscoSinSenal(), MIN_SILENCE_MINUTES) * 60_000;
      const today = localDate(at, timeZone);
      const since = new Map<number | null, Date | null>();
      let raised = 0;
      for (const kiosco of repo.kioscosAprobados()) {
        const lastSeen = Date.parse(kiosco.lastSeenAt);
        if (at.getTime() - lastSeen <= umbralMs) continue;
        if (!since.has(kiosco.sucursalId))
          since.set(kiosco.sucursalId, workingSince(deps.jornadas(kiosco.sucursalId, addDays(today, -1), today), at, timeZone));
        const working = since.get(kiosco.sucursalId);
        if (!working || at.getTime() - Math.max(lastSeen, working.getTime()) <= umbralMs) continue;
        const alerta = inmediatos.kioscoSinSenal({ kiosco, lastSeenAt: kiosco.lastSeenAt, minutos: deps.minutosKioscoSinSenal() }, at, timeZone);
        if (deps.transaction(() => raise(alerta)) > 0) raised += 1;
      }
      return raised;
    },

    /** A request was sent from 'Mi asistencia' (services/solicitudes, in its own transaction): 'solicitud_nueva'. */
    solicitudCreada(s: { id: number; empleadoId: number; sucursalId: number; descripcion: string; dispositivo: string | null; creadaEn: string }): number {
      const persona = repo.persona(s.empleadoId);
      if (!persona) return 0;
      return raise(
        inmediatos.solicitudNueva(
          { id: s.id, persona, sucursalId: s.sucursalId, descripcion: s.descripcion, kiosco: s.dispositivo, creadaEn: s.creadaEn },
          timeZone,
        ),
      );
    },
  };
}

export type AvisosInmediatos = ReturnType<typeof createAvisosInmediatos>;
