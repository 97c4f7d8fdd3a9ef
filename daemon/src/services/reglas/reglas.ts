import type { Reglas, ReglasUpdate } from '@reloj/contract/reglas';
import type { Repositories } from '../../db/repositories/index.js';
import { isoNow, type Clock } from '../../lib/clock.js';

/** The company's attendance rules (one row): read them, change any of them. */
export function createReglasService(deps: Pick<Repositories, 'reglas' | 'transaction'> & { clock: Clock }) {
  const repo = deps.reglas;
  return {
    get: (): Reglas => repo.get(),
    /** Applies the fields given (already validated) and answers the rules before and after. */
    update: (changes: ReglasUpdate): { before: Reglas; after: Reglas } =>
      deps.transaction(() => {
        const before = repo.get();
        const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ReglasUpdate;
        repo.save({ ...before, ...defined }, isoNow(deps.clock));
        return { before, after: repo.get() };
      }),
  };
}

export type ReglasService = ReturnType<typeof createReglasService>;
