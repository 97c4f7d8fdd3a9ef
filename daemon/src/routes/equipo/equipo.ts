import type Router from '@koa/router';
import { equipoUpdateSchema, type Equipo } from '@reloj/contract/equipo';
import { forReaders } from '../../middlewares/routeFacts.js';
import { parseBody } from '../../middlewares/validate.js';
import type { EquipoService } from '../../services/equipo/index.js';
import { createRouter } from '../router.js';

/** GET /api/equipo (every role: the home page shows it), PUT /api/equipo {nombre} (administrador only): this box's name. */
export function equipoRouter(equipo: EquipoService): Router {
  const router = createRouter();

  router.get('/equipo', forReaders(), (ctx) => {
    ctx.body = equipo.get() satisfies Equipo;
  });

  router.put('/equipo', (ctx) => {
    const { before, after } = equipo.update(parseBody(equipoUpdateSchema, ctx).nombre);
    ctx.state.audit?.('equipo.actualizar', before, after);
    ctx.body = after satisfies Equipo;
  });

  return router;
}
