import { MOTIVOS_RECHAZO, type MotivoRechazo, type Reconocimiento } from '@reloj/contract/reconocimiento';
import type { Repositories } from '../../db/repositories/index.js';
import type { Intento } from '../../db/repositories/reconocimiento.js';
import { FACE_DEFAULTS } from '../../face/defaults.js';
import type { FaceMatch, FaceOutcome } from '../../face/outcome.js';
import type { Clock } from '../../lib/clock.js';
import { faceAnswer, type LivenessMode } from '../faces/index.js';
import { DRIFT, employeeDrift, tenthBars } from './recognitionStats.js';

/** What the check-in service knows of an attempt; the log adds when. */
export type AttemptInput = Omit<Intento, 'createdAt'>;

const DAY_MS = 86_400_000;
const KEEP_DAYS = 90;
const PRUNE_EVERY_MS = 3_600_000;

/** A refused kiosk photo as an attempt: the check-in error code people were shown, and the scores the engine had. */
export function refusedAttempt(dispositivoId: number, outcome: FaceOutcome, empleadoId: number | null = null): AttemptInput {
  const { code } = faceAnswer(outcome, 'checkIn');
  return {
    dispositivoId,
    // Codes migration 013 does not allow are logged as the nearest it does: face_already_registered is enrolment's only,
    // a dark face goes with the blurred ones, a face too close with the badly sized ones.
    resultado:
      code === 'face_already_registered' ? 'not_recognised' : code === 'face_too_dark' ? 'face_blurred' : code === 'face_too_close' ? 'face_too_small' : code,
    empleadoId,
    score: 'score' in outcome ? outcome.score : null,
    margin: 'margin' in outcome ? outcome.margin : null,
    liveness: 'liveness' in outcome ? outcome.liveness : null,
  };
}

export function punchedAttempt(dispositivoId: number, match: FaceMatch): AttemptInput {
  return { dispositivoId, resultado: 'checada', empleadoId: match.employeeId, score: match.score, margin: match.margin, liveness: match.liveness };
}

/**
 * The 'Reconocimiento' report: the kiosk's attempts (recorded by the check-in service, kept 90 days) over the
 * last `dias` days, and the thresholds in force. It reads; it changes no threshold and no face.
 */
export function createReconocimientoService(deps: Pick<Repositories, 'reconocimiento'> & { clock: Clock; liveness: LivenessMode }) {
  const repo = deps.reconocimiento;
  let lastPrune = Number.NEGATIVE_INFINITY;

  return {
    /** Stores an attempt; now and then deletes those past 90 days (a bounded batch: the next attempt goes on if more remain). */
    record(attempt: AttemptInput): void {
      const now = deps.clock.now().getTime();
      repo.insert({ ...attempt, createdAt: new Date(now).toISOString() });
      if (now - lastPrune < PRUNE_EVERY_MS) return;
      const limit = 1000;
      const deleted = repo.deleteOlderThan(new Date(now - KEEP_DAYS * DAY_MS).toISOString(), limit);
      if (deleted < limit) lastPrune = now;
    },

    report(dias: number): Reconocimiento {
      const hasta = deps.clock.now().getTime();
      const desde = hasta - dias * DAY_MS;
      const [desdeIso, hastaIso, mitadIso] = [desde, hasta, (desde + hasta) / 2].map((t) => new Date(t).toISOString()) as [string, string, string];
      const counts = repo.countByResultado(desdeIso, hastaIso);
      const punches = repo.checadasBetween(desdeIso, hastaIso);
      const porMotivo = Object.fromEntries(MOTIVOS_RECHAZO.map((m) => [m, counts.get(m) ?? 0])) as Record<MotivoRechazo, number>;
      const rechazados = MOTIVOS_RECHAZO.reduce((sum, m) => sum + porMotivo[m], 0);
      const { matching, liveness } = FACE_DEFAULTS;
      return {
        dias,
        desde: desdeIso,
        hasta: hastaIso,
        totales: {
          intentos: (counts.get('checada') ?? 0) + rechazados,
          checadas: counts.get('checada') ?? 0,
          rechazados,
          porMotivo,
          vivacidadDudosa: punches.filter((p) => p.liveness !== null && p.liveness < liveness.realThreshold).length,
        },
        puntuaciones: tenthBars(
          punches.map((p) => p.score),
          3,
          10,
        ),
        margenes: tenthBars(
          punches.flatMap((p) => (p.margin === null ? [] : [p.margin])),
          0,
          6,
          true,
        ),
        empleados: employeeDrift(punches, mitadIso, matching.threshold),
        umbrales: {
          coincidencia: matching.threshold,
          margen: matching.margin,
          vivacidad: { modo: deps.liveness, umbral: liveness.realThreshold },
          deriva: { ...DRIFT },
        },
      };
    },
  };
}

export type ReconocimientoService = ReturnType<typeof createReconocimientoService>;
