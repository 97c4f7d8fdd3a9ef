import type { Queryable } from '../pool.js';
import { avisosRepository } from './avisos.js';
import { cajasRepository } from './cajas.js';
import { catalogosRepository } from './catalogos.js';
import { checadasRepository } from './checadas.js';
import { desplieguesRepository } from './despliegues.js';
import { eventosRepository } from './eventos.js';
import { eventosRechazadosRepository } from './eventosRechazados.js';
import { periodosRepository } from './periodos.js';
import { proyeccionesRepository } from './proyecciones.js';
import { registroRepository } from './registro.js';

/**
 * Every repository of headquarters over the pool, or over one client inside a transaction (transaction.ts). Each is a
 * function of the pool or client returning named methods; all the SQL of headquarters is in this folder, migrate.ts,
 * transaction.ts and pool.ts.
 */
export function createRepositories(db: Queryable) {
  return {
    avisos: avisosRepository(db),
    cajas: cajasRepository(db),
    catalogos: catalogosRepository(db),
    checadas: checadasRepository(db),
    despliegues: desplieguesRepository(db),
    eventos: eventosRepository(db),
    eventosRechazados: eventosRechazadosRepository(db),
    periodos: periodosRepository(db),
    proyecciones: proyeccionesRepository(db),
    registro: registroRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
