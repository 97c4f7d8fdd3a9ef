import { dayMonthYear } from '@reloj/contract/dates';
import type { InicioRegistro, InicioRegistroUpdate } from '@reloj/contract/inicioRegistro';
import type { InicioRegistroRow } from '../../db/repositories/inicioRegistro.js';
import type { Repositories } from '../../db/repositories/index.js';
import { validationFailed } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { localDate } from '../../lib/dates.js';

const MOTIVO_PRIMER_ARRANQUE = 'Primer arranque del reloj checador.';
const MOTIVO_CAJA_EXISTENTE = 'Primer día con registros en este reloj (fecha tomada al actualizar el programa).';

const toAnswer = (current: InicioRegistroRow | undefined, fecha: string | null, history: InicioRegistroRow[]): InicioRegistro => ({
  fecha,
  motivo: current?.motivo ?? null,
  origen: current?.origen ?? null,
  registradoPor: current?.registradoPor ?? null,
  registradoEn: current?.registradoEn ?? null,
  historial: history.map(({ id: _id, ...row }) => row),
});

/**
 * Issue 40 item 1: the box's first day in service (repositories/inicioRegistro.ts says how it is read). It is set once
 * at the first start and changed only by an administrador with a motivo; every value stays in `inicio_registro`,
 * chained in the record.
 */
export function createInicioRegistroService(deps: Pick<Repositories, 'inicioRegistro' | 'transaction'> & { clock: Clock; timeZone: string }) {
  const { inicioRegistro: repo, transaction, clock } = deps;
  const today = () => localDate(clock.now(), deps.timeZone);
  const get = (): InicioRegistro => toAnswer(repo.current(), repo.fecha(), repo.history());

  return {
    get,

    /** The date in force, null when nothing was ever recorded. */
    fecha: (): string | null => repo.fecha(),

    /**
     * main.ts, once the database is migrated: the first start writes the date if none is stored, the earliest of
     * today, the day the database was created (its marker, jobs/databaseCheck.ts) and the first day anything was
     * recorded (a box updated to this version has punches from before it). Later starts change nothing.
     */
    alArrancar: (baseCreadaEl: Date | null): InicioRegistro =>
      transaction(() => {
        if (repo.current()) return get();
        const candidates = [today(), baseCreadaEl && localDate(baseCreadaEl, deps.timeZone), repo.primerRegistro()].filter(
          (d): d is string => typeof d === 'string',
        );
        const fecha = candidates.sort()[0]!;
        const existente = repo.primerRegistro() !== null || fecha < today();
        repo.insert({
          fecha,
          motivo: existente ? MOTIVO_CAJA_EXISTENTE : MOTIVO_PRIMER_ARRANQUE,
          origen: 'primer_arranque',
          registradoPor: 'sistema',
          registradoEn: isoNow(clock),
        });
        return get();
      }),

    /** PUT /api/inicio-registro: 422 on a date after today (the box's); answers the value before and after. */
    update: (input: InicioRegistroUpdate, usuario: string): { before: InicioRegistro; after: InicioRegistro } =>
      transaction(() => {
        const hoy = today();
        if (input.fecha > hoy) throw validationFailed(`La fecha de inicio del registro no puede ser posterior a hoy (${dayMonthYear(hoy)}).`, 'fecha');
        const before = get();
        repo.insert({ fecha: input.fecha, motivo: input.motivo, origen: 'administrador', registradoPor: usuario, registradoEn: isoNow(clock) });
        return { before, after: get() };
      }),
  };
}

export type InicioRegistroService = ReturnType<typeof createInicioRegistroService>;
