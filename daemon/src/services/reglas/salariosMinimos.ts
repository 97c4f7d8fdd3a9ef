import { ZONAS } from '@reloj/contract/catalogues';
import { centavosToPesos } from '@reloj/contract/money';
import type { SalarioMinimoVigente } from '@reloj/contract/salariosMinimos';
import type { Repositories } from '../../db/repositories/index.js';
import type { Clock } from '../../lib/clock.js';
import { localDate } from '../../lib/dates.js';

/** The daily minimum wages in force on the box's local date, one per zone that has one (issue 30 item 2). */
export function createSalariosMinimosService(deps: Pick<Repositories, 'salariosMinimos'> & { clock: Clock; timeZone: string }) {
  return {
    vigentes: (): SalarioMinimoVigente[] => {
      const fecha = localDate(deps.clock.now(), deps.timeZone);
      const rows = deps.salariosMinimos.list();
      return ZONAS.flatMap((zona) => {
        // The zone's row with the latest start on or before today (rows come ordered by desde).
        const vigente = rows.filter((r) => r.zona === zona && r.desde <= fecha).at(-1);
        return vigente ? [{ zona, vigenteDesde: vigente.desde, salarioDiario: centavosToPesos(vigente.centavos) }] : [];
      });
    },
  };
}

export type SalariosMinimosService = ReturnType<typeof createSalariosMinimosService>;
