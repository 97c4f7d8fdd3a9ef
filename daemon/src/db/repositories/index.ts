import type { Db } from '../connection.js';
import { transactionOf } from '../transaction.js';
import { anulacionesRepository } from './anulaciones.js';
import { asignacionesRepository } from './asignaciones.js';
import { arcoRepository } from './arco.js';
import { auditoriaRepository } from './auditoria.js';
import { avisosRepository } from './avisos.js';
import { avisosProgramadosRepository } from './avisosProgramados.js';
import { avisosInmediatosRepository } from './avisosInmediatos.js';
import { respaldosPorDepurarRepository } from './respaldosPorDepurar.js';
import { branchOfRepository } from './branchOf.js';
import { bonosTable, catalogueRepository, puestosTable, sucursalesTable } from './catalogues.js';
import { clockSyncRepository } from './clockSync.js';
import { deviceRepository } from './devices.js';
import { employeeRepository } from './employees.js';
import { expedienteRepository } from './expediente.js';
import { faceRepository } from './faces.js';
import { failedAttemptRepository } from './failedAttempts.js';
import { festivosRepository } from './festivos.js';
import { incidenciasRepository } from './incidencias.js';
import { inicioRegistroRepository } from './inicioRegistro.js';
import { intentosSuplantacionRepository } from './intentosSuplantacion.js';
import { reconocimientoRepository } from './reconocimiento.js';
import { limitesLegalesRepository } from './limitesLegales.js';
import { salariosMinimosRepository } from './salariosMinimos.js';
import { nipRepository } from './nips.js';
import { outboxRepository } from './outbox.js';
import { prenominaRepository } from './prenomina.js';
import { perfilesExportacionRepository } from './perfilesExportacion.js';
import { periodosRepository } from './periodos.js';
import { privacidadRepository } from './privacidad.js';
import { prestacionesRepository } from './prestaciones.js';
import { attendanceRepository } from './attendance.js';
import { reglasRepository } from './reglas.js';
import { registroRepository } from './registro.js';
import { resumenRepository } from './resumen.js';
import { retentionRepository } from './retention.js';
import { saldosVacacionesRepository } from './saldosVacaciones.js';
import { sessionRepository } from './sessions.js';
import { solicitudesRepository } from './solicitudes.js';
import { turnosRepository } from './turnos.js';
import { usuariosRepository } from './usuarios.js';

/**
 * Every repository over one migrated connection, each built once, and `transaction`, the unit of work that groups
 * their writes. services/index.ts hands each service the ones it uses; a test may spread them all into one service.
 */
export function createRepositories(db: Db) {
  return {
    transaction: transactionOf(db),
    anulaciones: anulacionesRepository(db),
    asignaciones: asignacionesRepository(db),
    arco: arcoRepository(db),
    auditoria: auditoriaRepository(db),
    avisos: avisosRepository(db),
    avisosProgramados: avisosProgramadosRepository(db),
    avisosInmediatos: avisosInmediatosRepository(db),
    respaldosPorDepurar: respaldosPorDepurarRepository(db),
    branchOf: branchOfRepository(db),
    bonos: catalogueRepository(db, bonosTable),
    clockSync: clockSyncRepository(db),
    devices: deviceRepository(db),
    employees: employeeRepository(db),
    expediente: expedienteRepository(db),
    faces: faceRepository(db),
    failedAttempts: failedAttemptRepository(db),
    festivos: festivosRepository(db),
    incidencias: incidenciasRepository(db),
    inicioRegistro: inicioRegistroRepository(db),
    intentosSuplantacion: intentosSuplantacionRepository(db),
    reconocimiento: reconocimientoRepository(db),
    limitesLegales: limitesLegalesRepository(db),
    salariosMinimos: salariosMinimosRepository(db),
    nips: nipRepository(db),
    outbox: outboxRepository(db),
    prenomina: prenominaRepository(db),
    perfilesExportacion: perfilesExportacionRepository(db),
    periodos: periodosRepository(db),
    privacidad: privacidadRepository(db),
    prestaciones: prestacionesRepository(db),
    puestos: catalogueRepository(db, puestosTable),
    attendance: attendanceRepository(db),
    reglas: reglasRepository(db),
    registro: registroRepository(db),
    resumen: resumenRepository(db),
    retention: retentionRepository(db),
    saldosVacaciones: saldosVacacionesRepository(db),
    sessions: sessionRepository(db),
    solicitudes: solicitudesRepository(db),
    sucursales: catalogueRepository(db, sucursalesTable),
    turnos: turnosRepository(db),
    usuarios: usuariosRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
