import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../db/connection.js';
import { runAdminCommand } from './admin.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run admin -- ...args` on a fresh data folder; answers the exit code and the printed lines. */
async function admin(dir: string, ...args: string[]) {
  const out: string[] = [];
  const code = await runAdminCommand(args, { env: { RELOJ_DATA_DIR: dir }, ask: async () => '', out: (l) => out.push(l) });
  return { code, out: out.join('\n') };
}

function read<T>(dir: string, sql: string): T[] {
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    closeDatabase(db);
  }
}

const REFORMA = [
  '--desde',
  '2027-01-01',
  '--horas-semana',
  '46',
  '--dobles',
  '12',
  '--max-dia',
  '4',
  '--dias',
  '3',
  '--fuente',
  'Reforma al art. 123, DOF marzo de 2026',
];

describe('npm run admin -- limite-legal', () => {
  it('adds a dated row of the legal limits and records it in Auditoría under the shell', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-cli-'));
    dirs.push(dir);
    const { code, out } = await admin(dir, 'limite-legal', ...REFORMA);
    expect(code).toBe(0);
    expect(out).toBe(
      'Límites legales agregados, vigentes desde 2027-01-01: 46 h a la semana, 12 h extra dobles, 4 h extra por día, 3 días con horas extra (Reforma al art. 123, DOF marzo de 2026).',
    );
    expect(
      read(
        dir,
        'SELECT vigente_desde, horas_semana_maxima, horas_extra_dobles_semana, horas_extra_max_dia, dias_extra_max_semana, fuente, creado_por FROM limites_legales ORDER BY vigente_desde',
      ),
    ).toEqual([
      expect.objectContaining({ vigente_desde: '1970-05-01', creado_por: 'ley' }),
      {
        vigente_desde: '2027-01-01',
        horas_semana_maxima: 46,
        horas_extra_dobles_semana: 12,
        horas_extra_max_dia: 4,
        dias_extra_max_semana: 3,
        fuente: 'Reforma al art. 123, DOF marzo de 2026',
        creado_por: 'Consola del equipo (npm run admin)',
      },
    ]);
    expect(read<{ usuario: string; accion: string }>(dir, 'SELECT usuario, accion FROM auditoria')).toEqual([
      { usuario: 'Consola del equipo (npm run admin)', accion: 'limites_legales.crear' },
    ]);
  });

  it('refuses a date that has its row, or a wrong figure, naming the option, and adds nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-cli-'));
    dirs.push(dir);
    expect((await admin(dir, 'limite-legal', ...REFORMA)).code).toBe(0);
    const again = await admin(dir, 'limite-legal', ...REFORMA);
    expect(again).toEqual({
      code: 1,
      out: expect.stringMatching(/^No se agregó nada\. Ya hay límites legales vigentes desde el 1 de enero de 2027 .* \(--desde\)$/),
    });
    const wrong = await admin(dir, 'limite-legal', ...REFORMA.map((a) => (a === '12' ? 'doce' : a === '2027-01-01' ? '2028-01-01' : a)));
    expect(wrong).toEqual({
      code: 1,
      out: 'No se agregó nada. El número de horas extra dobles de la semana debe ser un número entero entre 0 y 60. (--dobles)',
    });
    const missing = await admin(dir, 'limite-legal', '--desde', '2028-01-01', '--horas-semana', '44');
    expect(missing).toEqual({ code: 1, out: expect.stringContaining('(--dobles)') });
    const unknown = await admin(dir, 'limite-legal', ...REFORMA, '--semanas', '2');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('Uso: npm run admin -- limite-legal --desde AAAA-MM-DD');
    expect(read(dir, 'SELECT vigente_desde FROM limites_legales ORDER BY vigente_desde')).toEqual([
      { vigente_desde: '1970-05-01' },
      { vigente_desde: '2027-01-01' },
    ]);
    expect(read(dir, 'SELECT COUNT(*) AS n FROM auditoria')).toEqual([{ n: 1 }]);
  });

  it.each([
    ['NUL', 'Reforma\u0000 al art. 123'],
    ['ESC', 'Reforma \u001b[2Jal art. 123'],
    ['RLO', 'DOF \u202e6202 ed ozram'],
    ['ZWSP', 'Reforma\u200bal art. 123'],
  ])('refuses a --fuente with %s in Spanish, naming the option, and adds nothing', async (_, fuente) => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-cli-'));
    dirs.push(dir);
    const refused = await admin(dir, 'limite-legal', ...REFORMA.slice(0, -1), fuente);
    expect(refused).toEqual({
      code: 1,
      out: 'No se agregó nada. La fuente tiene caracteres no permitidos (de control o invisibles). (--fuente)',
    });
    expect(read(dir, 'SELECT vigente_desde FROM limites_legales')).toEqual([{ vigente_desde: '1970-05-01' }]);
    expect(read(dir, 'SELECT COUNT(*) AS n FROM auditoria')).toEqual([{ n: 0 }]);
  });
});
