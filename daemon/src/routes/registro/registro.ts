import type Router from '@koa/router';
import type { VerificacionRegistro } from '@reloj/contract/registro';
import { createRouter } from '../router.js';
import type { RegistroService } from '../../services/registro/index.js';

/**
 * GET /api/registro/verificacion (administrador): recomputes the record's chain now and answers
 * `{ok, filas, cabeza, primeraRotura?, verificadoEn}`; the home page then shows this latest result.
 */
export function registroRouter(registro: RegistroService): Router {
  const router = createRouter();
  router.get('/registro/verificacion', async (ctx) => {
    ctx.body = (await registro.verificar('api')) satisfies VerificacionRegistro;
  });
  return router;
}
