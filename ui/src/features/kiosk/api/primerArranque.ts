import type { PrimerArranque } from '@reloj/contract/auth';
import { request } from '../../../lib/api';

/** GET /api/auth/primer-arranque: the setup instructions, answered only to the box's own screen (issue 18 item 2). */
export async function fetchPrimerArranque(timeoutMs: number): Promise<PrimerArranque> {
  const answer = await request<Partial<PrimerArranque> & { mostrar?: unknown }>('GET', '/api/auth/primer-arranque', undefined, { timeoutMs });
  if (answer.mostrar !== true || !('codigo' in answer) || typeof answer.codigo !== 'string') return { mostrar: false };
  return {
    mostrar: true,
    codigo: answer.codigo,
    direcciones: Array.isArray(answer.direcciones) ? answer.direcciones.map(String) : [],
    equipo: String(answer.equipo ?? ''),
  };
}
