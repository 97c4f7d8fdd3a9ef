import type { Festivo, FestivoInput } from '@reloj/contract/festivos';
import type { FestivosRepository } from '../../db/repositories/festivos.js';
import type { Repositories } from '../../db/repositories/index.js';
import { festivoDeLey, festivoDuplicate, festivoNotFound } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { formatDateEs, localDate } from '../../lib/dates.js';
import { lftHolidays, lftHolidaysBetween, type Holiday } from '@reloj/payroll';
import { closedPeriodGuard } from './periodos.js';

/** LFT art. 74 days merged with the company's own, by date: what the pre-nómina pays as holidays. */
export function holidaysBetween(repo: FestivosRepository, desde: string, hasta: string): Holiday[] {
  const days = [...lftHolidaysBetween(desde, hasta), ...repo.between(desde, hasta).map((f) => ({ fecha: f.fecha, nombre: f.nombre }))];
  return days.sort((a, b) => a.fecha.localeCompare(b.fecha));
}

/** 'Días Festivos': the LFT days of a year (computed, not removable) and the company's own days. */
export function createFestivosService(deps: Pick<Repositories, 'festivos' | 'periodos' | 'transaction'> & { clock: Clock; timeZone: string }) {
  const { festivos: repo, transaction, clock } = deps;
  const periods = closedPeriodGuard(deps.periodos);
  const lftOn = (fecha: string) => lftHolidays(Number(fecha.slice(0, 4))).find((h) => h.fecha === fecha);
  const toFestivo = (f: { fecha: string; nombre: string }): Festivo => ({ fecha: f.fecha, nombre: f.nombre, origen: 'empresa' });

  return {
    /** Every holiday of a year (the current local year by default), by date. */
    list(anio?: number): Festivo[] {
      const year = anio ?? Number(localDate(clock.now(), deps.timeZone).slice(0, 4));
      const ley: Festivo[] = lftHolidays(year).map((h) => ({ ...h, origen: 'ley' }));
      const empresa = repo.between(`${year}-01-01`, `${year}-12-31`).map(toFestivo);
      return [...ley, ...empresa].sort((a, b) => a.fecha.localeCompare(b.fecha) || a.origen.localeCompare(b.origen));
    },
    create: (input: FestivoInput, creadoPor: string): Festivo =>
      transaction(() => {
        const nombre = input.nombre.replace(/\s+/g, ' ').trim();
        const ley = lftOn(input.fecha);
        if (ley) throw festivoDuplicate(`El ${formatDateEs(input.fecha)} ya es día festivo de ley (${ley.nombre}).`);
        const existing = repo.get(input.fecha);
        if (existing) throw festivoDuplicate(`El ${formatDateEs(input.fecha)} ya es día festivo de la empresa (${existing.nombre}).`);
        periods.assertOpen(input.fecha, 'agregar días festivos');
        repo.insert(input.fecha, nombre, creadoPor, isoNow(clock));
        return toFestivo(repo.get(input.fecha)!);
      }),
    remove: (fecha: string): Festivo =>
      transaction(() => {
        const ley = lftOn(fecha);
        if (ley) throw festivoDeLey(`El ${formatDateEs(fecha)} es día festivo de ley (${ley.nombre}, LFT art. 74): no se puede quitar.`);
        const existing = repo.get(fecha);
        if (!existing) throw festivoNotFound();
        periods.assertOpen(fecha, 'quitar días festivos');
        repo.remove(fecha);
        return toFestivo(existing);
      }),
  };
}

export type FestivosService = ReturnType<typeof createFestivosService>;
