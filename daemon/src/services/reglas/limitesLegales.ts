import type { LimiteLegal, LimiteLegalInput } from '@reloj/contract/limitesLegales';
import { invisibleTextMessage, isVisibleText } from '@reloj/contract/text';
import type { Repositories } from '../../db/repositories/index.js';
import { limiteLegalDuplicate, validationFailed } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { formatDateEs } from '../../lib/dates.js';

/**
 * The legal limits of the working week by the date they came into force (issue 28, item 6): the box ships with the
 * LFT's row; an administrator adds a dated row (the API or `npm run admin -- limite-legal`) when a reform's
 * secondary rules are published. A row is never changed or removed: a correction is a later row.
 */
export function createLimitesLegalesService(deps: Pick<Repositories, 'limitesLegales' | 'transaction'> & { clock: Clock }) {
  const repo = deps.limitesLegales;
  return {
    list: (): LimiteLegal[] => repo.list(),
    /**
     * Adds a row (validated by limiteLegalInputSchema); 409 when that date already has one. The row is never changed,
     * so a source with a control or invisible character is refused here too, whoever the caller.
     */
    create: (input: LimiteLegalInput, creadoPor: string): LimiteLegal =>
      deps.transaction(() => {
        if (!isVisibleText(input.fuente, { multiline: true })) throw validationFailed(invisibleTextMessage('La fuente'), 'fuente');
        const existing = repo.get(input.vigenteDesde);
        if (existing) {
          throw limiteLegalDuplicate(
            `Ya hay límites legales vigentes desde el ${formatDateEs(input.vigenteDesde)} (${existing.fuente}); no se cambian: agrega una fila con otra fecha.`,
          );
        }
        repo.insert({ ...input, fuente: input.fuente.replace(/\s+/g, ' '), creadoPor, creadoEn: isoNow(deps.clock) });
        return repo.get(input.vigenteDesde)!;
      }),
  };
}

export type LimitesLegalesService = ReturnType<typeof createLimitesLegalesService>;
