import type Router from '@koa/router';
import { newUsuarioSchema, updateUsuarioSchema, type Usuario } from '@reloj/contract/usuarios';
import { parseBody } from '../../middlewares/validate.js';
import type { UsuariosService } from '../../services/auth/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * The 'Usuarios' screen (administrators only): GET/POST /api/usuarios, PUT/DELETE /api/usuarios/:id.
 * The last active administrador can be neither demoted, deactivated nor deleted (409 last_admin). Passwords are never audited.
 */
export function usuariosRouter(usuarios: UsuariosService): Router {
  const router = createRouter();

  router.get('/usuarios', (ctx) => {
    ctx.body = usuarios.list() satisfies Usuario[];
  });

  router.post('/usuarios', async (ctx) => {
    const created = await usuarios.create(parseBody(newUsuarioSchema, ctx));
    ctx.state.audit?.('usuarios.crear', null, created);
    ctx.status = 201;
    ctx.body = created satisfies Usuario;
  });

  router.put('/usuarios/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const input = parseBody(updateUsuarioSchema, ctx);
    const { before, after } = await usuarios.update(id, input);
    ctx.state.audit?.('usuarios.actualizar', before, { ...after, ...(input.password !== undefined ? { contrasena: 'cambiada' } : {}) });
    ctx.body = after satisfies Usuario;
  });

  router.delete('/usuarios/:id', (ctx) => {
    const removed = usuarios.remove(pathId(ctx.params.id));
    ctx.state.audit?.('usuarios.borrar', removed, null);
    ctx.status = 204;
  });

  return router;
}
