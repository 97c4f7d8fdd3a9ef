import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DB_FILE } from '../paths.js';
import type { DatabaseProblem } from './databaseCheck.js';

/**
 * Issue 44, 'base_danada': the alert cannot be written when the damage is found, because the avisos outbox lives in
 * the damaged database. So main.ts leaves this note beside it (the first finding's time is kept across the restarts
 * while the box stays damaged), and the first start with a usable database (a restored backup) raises the alert from it
 * and removes it (services/avisos: baseRestaurada). Never the database path or SQLite's words in the alert.
 */
export const DAMAGE_NOTE_FILE = `${DB_FILE}.danada.json`;

export type DamageNote = { motivo: DatabaseProblem['motivo']; encontradaEn: string };

const noteFile = (dataDir: string) => join(dataDir, DAMAGE_NOTE_FILE);

/** Leaves the note, unless one is there already (the damage was found at an earlier start). */
export function noteDamageFound(dataDir: string, problem: Pick<DatabaseProblem, 'motivo'>, at: Date): void {
  if (existsSync(noteFile(dataDir))) return;
  const note: DamageNote = { motivo: problem.motivo, encontradaEn: at.toISOString() };
  writeFileSync(noteFile(dataDir), `${JSON.stringify(note)}\n`, { mode: 0o600 });
}

/** The note left when the damage was found, or null (none, or unreadable: then nothing is raised). */
export function damageFound(dataDir: string): DamageNote | null {
  try {
    const note = JSON.parse(readFileSync(noteFile(dataDir), 'utf8')) as Partial<DamageNote>;
    if (typeof note.motivo !== 'string' || typeof note.encontradaEn !== 'string' || Number.isNaN(Date.parse(note.encontradaEn))) return null;
    return { motivo: note.motivo, encontradaEn: note.encontradaEn };
  } catch {
    return null;
  }
}

export const forgetDamageFound = (dataDir: string): void => rmSync(noteFile(dataDir), { force: true });
