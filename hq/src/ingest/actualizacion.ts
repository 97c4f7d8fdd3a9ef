import type { Repositories } from '../db/repositories/index.js';
import type { Evento } from './parse.js';
import type { Datos } from './project.js';

/**
 * A box's update changed state (issue 32): its rollout rows follow, and an installed version becomes the box's
 * `cajas.version` unless a newer report (by the box's clock) is already there.
 */
export async function projectActualizacion(tx: Repositories, evento: Evento): Promise<void> {
  const a = evento.datos as Datos<'actualizacion'>;
  if (a.version) await tx.despliegues.recordActualizacion(evento.caja, { ...a, version: a.version });
  if (a.estado !== 'instalada' || !a.version) return;
  await tx.cajas.versionInstalled(evento.caja, a.version, evento.creadoEn);
}
