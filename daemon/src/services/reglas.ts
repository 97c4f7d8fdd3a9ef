import type { Reglas, ReglasUpdate } from '@reloj/contract/payroll';
import type { Db } from '../db/connection.js';
import { reglasRepository } from '../db/repositories/reglas.js';
import { isoNow, type Clock } from '../lib/clock.js';

/** The company's attendance rules (one row): read them, change any of them. */
export function createReglasService(deps: { db: Db; clock: Clock }) {
  const repo = reglasRepository(deps.db);
  return {
    get: (): Reglas => repo.get(),
    /** Applies the fields given (already validated) and answers the rules before and after. */
    update: (changes: ReglasUpdate): { before: Reglas; after: Reglas } =>
      deps.db.transaction(() => {
        const before = repo.get();
        const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ReglasUpdate;
        repo.save({ ...before, ...defined }, isoNow(deps.clock));
        return { before, after: repo.get() };
      })(),
  };
}

export type ReglasService = ReturnType<typeof createReglasService>;
