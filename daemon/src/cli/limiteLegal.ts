/**
 * `npm run admin -- limite-legal --desde AAAA-MM-DD --horas-semana N --dobles N --max-dia N --dias N --fuente "..."`:
 * adds a dated row of the week's legal limits (issue 28, item 6), as POST /api/limites-legales does, and records it in
 * 'Auditoría' under the shell's name.
 */
import { parseArgs } from 'node:util';
import { limiteLegalInputSchema } from '@reloj/contract/limitesLegales';
import type { Repositories } from '../db/repositories/index.js';
import { AppError } from '../errors.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { parseOrThrow } from '../middlewares/validate.js';
import { createLimitesLegalesService } from '../services/reglas/index.js';

/** Who added a row from the shell: in the row's `creadoPor` and in 'Auditoría'. */
export const CONSOLE_USER = 'Consola del equipo (npm run admin)';

export const LIMITE_LEGAL_USAGE =
  'Uso: npm run admin -- limite-legal --desde AAAA-MM-DD --horas-semana N --dobles N --max-dia N --dias N --fuente "Ley y artículos, o DOF del dd/mm/aaaa"';

/** The option of each field, to name it in a refusal. */
const OPTION_OF: Record<string, string> = {
  vigenteDesde: '--desde',
  horasSemanaMaxima: '--horas-semana',
  horasExtraDoblesSemana: '--dobles',
  horasExtraMaxDia: '--max-dia',
  diasExtraMaxSemana: '--dias',
  fuente: '--fuente',
};

const whole = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : Number(text));

/** Runs the command on an open, migrated database; answers the exit code and prints Spanish lines. */
export function runLimiteLegal(
  args: string[],
  deps: Pick<Repositories, 'limitesLegales' | 'auditoria' | 'transaction'> & { clock: Clock; out: (line: string) => void },
): number {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args,
      options: Object.fromEntries(Object.values(OPTION_OF).map((o) => [o.slice(2), { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    }).values;
  } catch {
    deps.out(LIMITE_LEGAL_USAGE);
    return 2;
  }
  try {
    const input = parseOrThrow(
      limiteLegalInputSchema,
      {
        vigenteDesde: values.desde,
        horasSemanaMaxima: whole(values['horas-semana']),
        horasExtraDoblesSemana: whole(values.dobles),
        horasExtraMaxDia: whole(values['max-dia']),
        diasExtraMaxSemana: whole(values.dias),
        fuente: values.fuente,
      },
      422,
    );
    const created = deps.transaction(() => {
      const row = createLimitesLegalesService(deps).create(input, CONSOLE_USER);
      deps.auditoria.insert({
        usuarioId: null,
        usuario: CONSOLE_USER,
        accion: 'limites_legales.crear',
        antes: null,
        despues: row,
        ip: null,
        now: isoNow(deps.clock),
      });
      return row;
    });
    deps.out(
      `Límites legales agregados, vigentes desde ${created.vigenteDesde}: ${created.horasSemanaMaxima} h a la semana, ` +
        `${created.horasExtraDoblesSemana} h extra dobles, ${created.horasExtraMaxDia} h extra por día, ${created.diasExtraMaxSemana} días con horas extra (${created.fuente}).`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const option = error.field ? OPTION_OF[error.field] : undefined;
    deps.out(`No se agregó nada. ${error.message}${option ? ` (${option})` : ''}`);
    return 1;
  }
}
