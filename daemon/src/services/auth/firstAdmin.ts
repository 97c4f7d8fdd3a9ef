import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { SetupGate } from './setupGate.js';
import type { AuthService } from './auth.js';

/**
 * At start-up on a database without administrators: create the first one from RELOJ_ADMIN_USER /
 * RELOJ_ADMIN_PASSWORD (a pre-configured image), or log how to open the first-run setup, with the code.
 */
export async function ensureFirstAdmin(
  auth: AuthService,
  config: Pick<Config, 'adminUser' | 'adminPassword' | 'port'>,
  setupGate: SetupGate,
  logger: Logger,
): Promise<'exists' | 'created' | 'setup'> {
  if (!auth.setupRequired()) return 'exists';
  if (config.adminUser && config.adminPassword) {
    try {
      const user = await auth.createUser(config.adminUser, config.adminPassword);
      logger.info({ usuario: user.usuario }, 'primer administrador creado desde RELOJ_ADMIN_USER');
      return 'created';
    } catch (error) {
      logger.error({ reason: (error as Error).message }, 'RELOJ_ADMIN_USER/RELOJ_ADMIN_PASSWORD no válidos; queda la configuración inicial');
    }
  }
  logger.warn(
    { setupCode: setupGate.code },
    `Configuración inicial pendiente: abre http://localhost:${config.port}/admin en este equipo, o desde otra computadora usa el código de configuración ${setupGate.code}`,
  );
  return 'setup';
}
