import { addDays, clockMinutes, wallClock } from '@reloj/contract/dates';
import type { Repositories } from '../../db/repositories/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Alerta } from './alertas.js';
import { causaDeTurno, retardosAlerta, revisionesDeTurno, type Programa } from './retardos.js';
import { hechosDelDia, resumenAlerta, type ResumenDiarioDeps } from './resumenDiario.js';

export type AvisosProgramadosDeps = ResumenDiarioDeps &
  Pick<Repositories, 'reglas'> & {
    clock: Clock;
    /** The avisos' settings: the summary's local hour and the minutes after a shift's start for the late arrivals. */
    ajustes: () => { resumenHora: string; minutosRetardo: number };
    raise: (alerta: Alerta) => number;
    /** Every active employee's scheduled days (the roster, services/turnos). */
    programa: (desde: string, hasta: string) => readonly Programa[];
  };

/** What one check queued: alerts that wrote outbox rows, per kind (an alert already queued, or with nobody to receive it, is not counted). */
export type Revisado = { retardos: number; resumenes: number };

/**
 * Issue 44, the scheduled alerts: 'retardos' (one per branch and shift start, `minutosRetardo` after it) and
 * 'resumen_diario' (one per branch and day, from `resumenHora`). `revisar` runs every minute (jobs/avisosProgramados.ts)
 * and at start. What it checked is remembered for the process, so a check that found nothing is not repeated; across a
 * restart the outbox's idempotency key (the kind, the causa — branch and date, and the shift's start — and the
 * recipient) keeps each alert to one message, and a summary whose hour passed while the box was off is sent when it
 * comes back the same day.
 */
export function createAvisosProgramados(deps: AvisosProgramadosDeps) {
  const hechos = new Set<string>();
  let dia = '';

  return {
    revisar(): Revisado {
      const { date: hoy, hour, minute } = wallClock(deps.clock.now(), deps.timeZone);
      const minuto = Number(hour) * 60 + Number(minute);
      if (hoy !== dia) {
        // Only yesterday's and today's keys can come due again.
        const ayer = addDays(hoy, -1);
        for (const key of hechos) if (!key.includes(`:${hoy}`) && !key.includes(`:${ayer}`)) hechos.delete(key);
        dia = hoy;
      }
      const { resumenHora, minutosRetardo } = deps.ajustes();
      const revisado: Revisado = { retardos: 0, resumenes: 0 };
      const sucursales = deps.sucursales();

      const desde = addDays(hoy, -1);
      const revisiones = revisionesDeTurno({
        hoy,
        minuto,
        programa: deps.programa(desde, hoy),
        dias: deps.compute({ desde, hasta: hoy }),
        minutosRetardo,
        toleranciaMinutos: deps.reglas.get().toleranciaMinutos,
      });
      for (const revision of revisiones) {
        const key = `retardos:${causaDeTurno(revision)}`;
        if (hechos.has(key)) continue;
        const alerta = retardosAlerta(revision, sucursales.get(revision.sucursalId) ?? '', minuto);
        if (alerta && deps.raise(alerta) > 0) revisado.retardos += 1;
        hechos.add(key);
      }

      const resumenKey = `resumen:${hoy}`;
      if (minuto >= clockMinutes(resumenHora) && !hechos.has(resumenKey)) {
        for (const h of hechosDelDia(deps, hoy)) {
          const alerta = resumenAlerta(h);
          if (alerta && deps.raise(alerta) > 0) revisado.resumenes += 1;
        }
        hechos.add(resumenKey);
      }
      return revisado;
    },
  };
}

export type AvisosProgramados = ReturnType<typeof createAvisosProgramados>;
