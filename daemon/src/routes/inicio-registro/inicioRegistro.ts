import type Router from '@koa/router';
import { inicioRegistroUpdateSchema, type InicioRegistro } from '@reloj/contract/inicioRegistro';
import { forReaders } from '../../middlewares/routeFacts.js';
import { parseBody } from '../../middlewares/validate.js';
import type { InicioRegistroService } from '../../services/registro/index.js';
import { createRouter } from '../router.js';

/** GET /api/inicio-registro (any signed-in role), PUT /api/inicio-registro {fecha, motivo} (administrador only). */
export function inicioRegistroRouter(service: InicioRegistroService): Router {
  const router = createRouter();

  router.get('/inicio-registro', forReaders(), (ctx) => {
    ctx.body = service.get() satisfies InicioRegistro;
  });

  router.put('/inicio-registro', (ctx) => {
    const { before, after } = service.update(parseBody(inicioRegistroUpdateSchema, ctx), ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('inicio_registro.actualizar', before, after);
    ctx.body = after satisfies InicioRegistro;
  });

  return router;
}
