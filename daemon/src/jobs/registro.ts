import type { Logger } from '../logger.js';
import type { RegistroService } from '../services/registro/index.js';

const DAY_MS = 24 * 3_600_000;

/**
 * Verifies the record's chain once a day: two minutes after start (when the last verification is a day old or
 * missing) and then at each hourly tick that finds it a day old, because boxes are often switched off at night.
 * A broken chain is logged and put first on the home page ('Registro alterado'). Never throws.
 */
export function startRegistroSchedule(
  registro: Pick<RegistroService, 'verificar' | 'ultimaVerificacion'>,
  options: { logger: Logger; now: () => number; firstDelayMs?: number; intervalMs?: number },
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const last = registro.ultimaVerificacion();
      if (last && options.now() - Date.parse(last.verificadoEn) < DAY_MS - 3_600_000) return;
      const result = await registro.verificar('diaria');
      if (result.ok) options.logger.info({ filas: result.filas }, 'record chain verified');
      else options.logger.error({ filas: result.filas, rotura: result.primeraRotura }, 'record chain broken');
    } catch (error) {
      options.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'record chain verification failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), options.firstDelayMs ?? 120_000);
  const every = setInterval(() => void tick(), options.intervalMs ?? 3_600_000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
