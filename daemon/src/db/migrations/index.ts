import type { Db } from '../connection.js';
import { catalogues } from './001-catalogues.js';
import { employees } from './002-employees.js';
import { faces } from './003-faces.js';
import { auth } from './004-auth.js';
import { kiosk } from './005-kiosk.js';
import { loginThrottle } from './006-login-throttle.js';
import { deviceHashes } from './007-device-hashes.js';
import { punchGuards } from './008-punch-guards.js';
import { payrollFields } from './009-payroll-fields.js';
import { prenomina } from './010-prenomina.js';
import { fechaBaja } from './011-fecha-baja.js';
import { payrollHandoff } from './012-payroll-handoff.js';
import { intentos } from './013-intentos.js';
import { plantillas } from './014-plantillas.js';
import { privacidad } from './015-privacidad.js';
import { retencion } from './016-retencion.js';
import { nip } from './017-nip.js';
import { roles } from './018-roles.js';
import { outbox } from './019-outbox.js';
import { relojChecadas } from './020-reloj-checadas.js';
import { todasLasSucursales } from './021-todas-las-sucursales.js';
import { nipPorKiosco } from './022-nip-por-kiosco.js';
import { leyLaboral } from './023-ley-laboral.js';
import { depurarRespaldos } from './024-depurar-respaldos.js';
import { anulaciones } from './025-anulaciones.js';
import { salidaMuyPronto } from './026-salida-muy-pronto.js';
import { reaperturas } from './027-reaperturas.js';
import { registro } from './028-registro.js';
import { prestaciones } from './029-prestaciones.js';
import { actualizacionEvento } from './030-actualizacion-evento.js';
import { registroIds } from './031-registro-ids.js';
import { sucursalChecadas } from './032-sucursal-checadas.js';
import { restauraciones } from './033-restauraciones.js';
import { inicioRegistro } from './034-inicio-registro.js';
import { saldosVacaciones } from './035-saldos-vacaciones.js';
import { turnos } from './036-turnos.js';
import { reglasTurnos } from './037-reglas-turnos.js';
import { solicitudes } from './038-solicitudes.js';
import { avisos } from './039-avisos.js';
import { intentosSuplantacion } from './040-intentos-suplantacion.js';

export type Migration = {
  version: number;
  name: string;
  up: (db: Db) => void;
  /** The migration drops and recreates a table other tables reference (migrate.ts turns foreign keys off around it). */
  rebuildsReferencedTable?: boolean;
};

/** Append-only: never edit or reorder a migration that has shipped; add a new one. */
export const migrations: readonly Migration[] = [
  catalogues,
  employees,
  faces,
  auth,
  kiosk,
  loginThrottle,
  deviceHashes,
  punchGuards,
  payrollFields,
  prenomina,
  fechaBaja,
  payrollHandoff,
  intentos,
  plantillas,
  privacidad,
  retencion,
  nip,
  roles,
  outbox,
  relojChecadas,
  todasLasSucursales,
  nipPorKiosco,
  leyLaboral,
  depurarRespaldos,
  anulaciones,
  salidaMuyPronto,
  reaperturas,
  registro,
  prestaciones,
  actualizacionEvento,
  registroIds,
  sucursalChecadas,
  restauraciones,
  inicioRegistro,
  saldosVacaciones,
  turnos,
  reglasTurnos,
  solicitudes,
  avisos,
  intentosSuplantacion,
];
