/**
 * The real daemon for the turnos screens' tests, its clock fixed on Wednesday 11 March 2026 at 12:00 in Mexico City
 * (the box's today, which the roster highlights and 'Vigente desde' proposes). Started once per file; each test
 * names its own rows, so nothing needs wiping between them.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { daemonHandle } from '../../../test/daemonHandle';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';

export const HOY = '2026-03-11';
const NOON = '2026-03-11T18:00:00Z';

export function useTurnosDaemon(): RealDaemon {
  let daemon: RealDaemon | undefined;
  beforeAll(async () => {
    daemon = await startRealDaemon({ clock: { now: () => new Date(NOON) } });
  });
  afterAll(async () => {
    await daemon?.stop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return daemonHandle(() => {
    if (!daemon) throw new Error('The daemon is used before beforeAll started it');
    return daemon;
  });
}

/** A branch, a puesto and employees in it, through the API; answers their ids. */
export async function seedBranch(d: RealDaemon, sucursal: string, nombres: readonly string[]): Promise<{ sucursalId: number; ids: number[] }> {
  const { id: sucursalId } = await d.request<{ id: number }>('POST', '/api/sucursales', { nombre: sucursal });
  await d.request('POST', '/api/puestos', { nombre: `PUESTO ${sucursal}`, salarioDiario: 320 }).catch(() => undefined);
  const ids: number[] = [];
  for (const nombre of nombres) {
    const e = await d.request<{ id: number }>('POST', '/api/employees', {
      nombre,
      sucursal,
      puesto: `PUESTO ${sucursal}`,
      salario: 320,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '17:00',
    });
    ids.push(e.id);
  }
  return { sucursalId, ids };
}

export const banner = () => document.querySelector('.page > .banner-region')?.textContent ?? '';
