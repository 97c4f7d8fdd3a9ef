import type { ClientBase } from 'pg';
import type { Evento } from './parse.js';
import type { Datos } from './project.js';
import { recordActualizacion } from '../versiones/store.js';

/**
 * A box's update changed state (issue 32): its rollout rows follow, and an installed version becomes the box's
 * `cajas.version` unless a newer report (by the box's clock) is already there.
 */
export async function projectActualizacion(client: ClientBase, evento: Evento): Promise<void> {
  const a = evento.datos as Datos<'actualizacion'>;
  await recordActualizacion(client, evento.caja, a);
  if (a.estado !== 'instalada' || !a.version) return;
  await client.query(
    `INSERT INTO cajas AS c (caja, version, version_reportada_en) VALUES ($1, $2, $3)
     ON CONFLICT (caja) DO UPDATE SET version = EXCLUDED.version, version_reportada_en = EXCLUDED.version_reportada_en
     WHERE c.version_reportada_en IS NULL OR c.version_reportada_en <= EXCLUDED.version_reportada_en`,
    [evento.caja, a.version, evento.creadoEn],
  );
}
