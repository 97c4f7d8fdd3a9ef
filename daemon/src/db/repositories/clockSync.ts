import type { Db } from '../connection.js';

/** Whether the system clock was NTP-synchronised when last checked (reloj_sistema, written by system/clockSync.ts). */
export function clockSyncRepository(db: Db) {
  const set = db.prepare('UPDATE reloj_sistema SET sincronizado = ?, comprobado_en = ? WHERE id = 1');
  const get = db.prepare<[], { sincronizado: number | null; comprobado_en: string | null }>(
    'SELECT sincronizado, comprobado_en FROM reloj_sistema WHERE id = 1',
  );
  return {
    record: (sincronizado: boolean | null, nowIso: string): void => void set.run(sincronizado === null ? null : Number(sincronizado), nowIso),
    current: (): { sincronizado: boolean | null; comprobadoEn: string | null } => {
      const row = get.get();
      return { sincronizado: row?.sincronizado == null ? null : row.sincronizado === 1, comprobadoEn: row?.comprobado_en ?? null };
    },
  };
}

export type ClockSyncRepository = ReturnType<typeof clockSyncRepository>;
