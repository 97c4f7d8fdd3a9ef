import type Router from '@koa/router';
import { avisoPruebaInputSchema, avisosConfiguracionInputSchema, type Aviso, type AvisoPrueba, type AvisosConfiguracion } from '@reloj/contract/avisos';
import { parseBody } from '../../middlewares/validate.js';
import type { AvisosService } from '../../services/avisos/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * 'Sistema' → 'Avisos' (issue 44), administrators only: the channels, the alerts sent and failed, 'Reintentar' and
 * 'Enviar prueba'. The SMTP password and the webhook secret never reach the audit line.
 */
export function avisosRouter(avisos: AvisosService): Router {
  const router = createRouter();

  router.get('/avisos/configuracion', (ctx) => {
    ctx.body = avisos.configuracion.get() satisfies AvisosConfiguracion;
  });

  router.put('/avisos/configuracion', (ctx) => {
    const input = parseBody(avisosConfiguracionInputSchema, ctx);
    const { answer, before, after } = avisos.configuracion.save(input);
    ctx.state.audit?.('avisos.configurar', before, {
      ...after,
      ...(input.smtp.password !== undefined ? { smtp: { ...after.smtp, password: 'cambiada' } } : {}),
    });
    ctx.body = answer satisfies AvisosConfiguracion;
  });

  router.post('/avisos/prueba', async (ctx) => {
    const input = parseBody(avisoPruebaInputSchema, ctx);
    ctx.body = (await avisos.prueba(input, ctx.state.user?.id)) satisfies AvisoPrueba;
  });

  router.get('/avisos', (ctx) => {
    ctx.body = avisos.list() satisfies Aviso[];
  });

  router.post('/avisos/:id/reintentar', (ctx) => {
    const aviso = avisos.retry(pathId(ctx.params.id));
    ctx.state.audit?.('avisos.reintentar', null, { id: aviso.id, tipo: aviso.tipo, destino: aviso.destino });
    ctx.body = aviso satisfies Aviso;
  });

  return router;
}
