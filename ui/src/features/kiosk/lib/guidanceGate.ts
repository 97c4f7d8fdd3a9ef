import type { EstadoEncuadre } from '@reloj/contract/encuadre';

/** What the kiosk remembers of the guidance answers, to decide whether the big button can be pressed. */
export type GuidanceTrack = {
  /** The latest answer's state; null without guidance (not running yet, an older daemon, a failed call). */
  estado: EstadoEncuadre | null;
  /** When the latest answer saying 'listo' came. */
  lastReadyAt: number | null;
  /** Since when a face has been in every answer without being ready (null: no face, or ready, in the latest one). */
  faceSince: number | null;
};

export const NO_GUIDANCE: GuidanceTrack = { estado: null, lastReadyAt: null, faceSince: null };

export type GateTiming = { guidanceReadyGraceMs: number; guidancePatienceMs: number };

/** The track after an answer at `now`. */
export function trackAnswer(track: GuidanceTrack, estado: EstadoEncuadre, hasFace: boolean, now: number): GuidanceTrack {
  return {
    estado,
    lastReadyAt: estado === 'listo' ? now : track.lastReadyAt,
    faceSince: hasFace && estado !== 'listo' ? (track.faceSince ?? now) : null,
  };
}

/**
 * The guidance may hold the button back, never lock anybody out: it is enabled without guidance, on 'listo' and for a
 * moment after it (a blink while reaching for the button), and once a face has stayed in front of the camera for a
 * while whatever the guidance says (the check-in then decides, and its failure screen says what to do). Only an empty
 * picture keeps it disabled: the check-in would find nobody either.
 */
export function canPress(track: GuidanceTrack, now: number, timing: GateTiming): boolean {
  if (track.estado === null || track.estado === 'listo') return true;
  if (track.lastReadyAt !== null && now - track.lastReadyAt < timing.guidanceReadyGraceMs) return true;
  return track.faceSince !== null && now - track.faceSince >= timing.guidancePatienceMs;
}
