import type { CajaRow } from './queries.js';

/** A heartbeat older than this means the box is not connected now. */
export const HEARTBEAT_STALE_MS = 90_000;

export type CajaStatus = {
  /** Events the box reported written (last heartbeat) and not yet applied here; null without a heartbeat. */
  eventosAtrasados: number | null;
  /** Since the newest event applied (box clock), in ms. */
  desdeUltimoEventoMs: number | null;
  conectada: boolean;
  relojDesfasado: boolean;
  /** Why, in Spanish, when desfasado. */
  motivoReloj: string | null;
};

/**
 * 'Reloj desfasado' when the last heartbeat's clock differs from ours by more than the threshold, or the box said its
 * clock was not NTP-synchronised in its last heartbeat or its newest event.
 */
export function cajaStatus(c: CajaRow, now: Date, driftAlertSeconds: number): CajaStatus {
  const reasons: string[] = [];
  if (c.desfaseMs !== null && Math.abs(c.desfaseMs) > driftAlertSeconds * 1000) reasons.push(`difiere ${formatDrift(c.desfaseMs)}`);
  if (c.latidoRelojSincronizado === false) reasons.push('sin sincronizar por NTP');
  else if (c.eventoRelojSincronizado === false) reasons.push('sin sincronizar por NTP en su último evento');
  return {
    eventosAtrasados: c.ultimaSecuenciaReportada === null ? null : Math.max(0, c.ultimaSecuenciaReportada - (c.ultimaSecuenciaAplicada ?? 0)),
    desdeUltimoEventoMs: c.ultimoEventoEn ? Math.max(0, now.getTime() - c.ultimoEventoEn.getTime()) : null,
    conectada: c.ultimoLatidoEn !== null && now.getTime() - c.ultimoLatidoEn.getTime() < HEARTBEAT_STALE_MS,
    relojDesfasado: reasons.length > 0,
    motivoReloj: reasons.length ? reasons.join('; ') : null,
  };
}

/** '+95 s', '−2.5 s', '+3 min 10 s' (box minus headquarters). */
export function formatDrift(ms: number): string {
  const s = Math.abs(ms) / 1000;
  if (s < 0.05) return '0 s'; // not '−0.0 s'
  const sign = ms < 0 ? '−' : '+';
  if (s < 10) return `${sign}${s.toFixed(1).replace('.', ',')} s`;
  if (s < 120) return `${sign}${Math.round(s)} s`;
  return `${sign}${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}
