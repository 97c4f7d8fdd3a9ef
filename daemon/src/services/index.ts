/**
 * The one place services are built. Each repository is built once here, over the one connection, and each service gets
 * exactly the repositories it reads and writes (and `transaction` when it groups writes), so this file shows which data
 * each service touches; no service sees the connection. Routers then get only their own service (app.ts). main.ts calls
 * this with the real face engine; tests call it with a stub or an unloaded one (test-support/testServer.ts), so both
 * run the same graph.
 */
import type { Config } from '../config.js';
import { liveDatabase, type Db } from '../db/connection.js';
import { schemaVersionOf } from '../db/databaseFile.js';
import { createRepositories } from '../db/repositories/index.js';
import type { FaceEngineLoad } from '../face/load.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import {
  createAttendanceService,
  createAnulacionesService,
  createCheckInService,
  createKioskStatus,
  createManualAttendanceService,
} from './attendance/index.js';
import { createAuditoriaService } from './auditoria/index.js';
import { createAvisosInmediatos, createAvisosProgramados, createAvisosService, createSalidaOlvidada } from './avisos/index.js';
import { createAuthService, createSetupGate, createNipService, createUsuariosService } from './auth/index.js';
import { createRespaldosService, createRestauracionService } from './respaldos/index.js';
import { createActualizacionRegistro, createActualizacionesService } from './actualizaciones/index.js';
import { version } from '../version.js';
import { createCatalogueServices } from './catalogues/index.js';
import { createDeviceService } from './devices/index.js';
import { createEmployeeService, createEmployeeImportService } from './employees/index.js';
import { createExpedienteService } from './expediente/index.js';
import { createFaceService, createFramingService, withImageErrors } from './faces/index.js';
import { createHealthService } from './health/index.js';
import { createRelojService } from './reloj/index.js';
import { createFestivosService, createIncidenciasService, createPeriodosService, createPrenominaService, createResumenService } from './prenomina/index.js';
import {
  createAsignacionesService,
  createRolTurnosService,
  createRolTurnosArchivoService,
  createTurnoDelFormulario,
  createTurnosService,
} from './turnos/index.js';
import { createInicioRegistroService, createRegistroService, withChainHead } from './registro/index.js';
import { createSolicitudesRoom } from './solicitudes/index.js';
import { createPrestacionesService, createVacacionesService, createSaldoInicialService } from './prestaciones/index.js';
import { createExportacionService } from './exportacion/index.js';
import { createPrivacidadService, createArcoService, createRetentionService } from './privacidad/index.js';
import { createReglasService, createLimitesLegalesService, createSalariosMinimosService } from './reglas/index.js';
import { createReconocimientoService } from './reconocimiento/index.js';
import { createIntentosSuplantacionService } from './suplantacion/index.js';
import { createEquipoService } from './equipo/index.js';
import { createCorporativoService } from '../corporativo/service.js';
import { evidencePhoto } from '../face/evidencePhoto.js';
import { startClockSyncSchedule, type ClockSyncReader } from '../system/clockSync.js';
import { createDiskSpace, type DiskSpaceReader } from '../system/diskSpace.js';

export type ServiceDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The loaded ONNX models, or why they could not be loaded (face routes then answer 503). */
  /** Loaded, or the load main.ts started before listening (issue 46). */
  faceEngine: FaceEngineLoad | Promise<FaceEngineLoad>;
  /** 8 hex digits naming this box (backups, /api/health). */
  machineId: string;
  /** How the data directory's free space is read (statfs by default; a test may pass its own figures). */
  readDiskSpace?: DiskSpaceReader;
  /** Stops the daemon gracefully and starts it again, after a restore was confirmed in 'Respaldos' (main.ts). */
  restart?: () => void;
};

export function createServices(deps: ServiceDeps) {
  const { config, db, clock, logger } = deps;
  const timeZone = config.timeZone;
  /** The box's date and zone, which the panel and the kiosk take as theirs (issue 39). */
  const reloj = createRelojService({ clock, timeZone });
  const repo = createRepositories(db);
  const { transaction } = repo;
  const database = liveDatabase(db);
  /** Issue 45 item 8: this box's name, on the home page, in the alerts' e-mails and typed to confirm a restore. */
  const equipo = createEquipoService({
    dataDir: config.dataDir,
    nombreEmpresa: () => repo.reglas.get().nombreEmpresa,
    sucursales: () => repo.sucursales.list().map((s) => s.nombre),
    logger,
  });
  /** Issue 44: alerts by e-mail and webhook, first rows of the `avisos` outbox; the sender is started by main.ts. */
  const avisos = createAvisosService({
    avisos: repo.avisos,
    outbox: repo.outbox,
    transaction,
    clock,
    logger,
    dataDir: config.dataDir,
    equipo: equipo.nombre,
    hqCaja: config.hq?.caja,
    timeZone,
    ownPorts: () => [config.port, config.httpsPort],
  });
  /** Issue 44: the alerts sent at once, each raised where its cause happens (the wiring below). */
  const avisosInmediatos = createAvisosInmediatos({
    avisosInmediatos: repo.avisosInmediatos,
    transaction,
    raise: avisos.raise,
    clock,
    timeZone,
    dataDir: config.dataDir,
    logger,
    minutosKioscoSinSenal: () => repo.avisos.config().minutos_kiosco_sin_senal,
    jornadas: (sucursalId, desde, hasta) =>
      rolTurnos.get({ desde, hasta, ...(sucursalId === null ? {} : { sucursalId }) }, null).empleados.flatMap((e) => e.dias),
  });

  const faces = createFaceService({ faces: repo.faces, auditoria: repo.auditoria, transaction, engine: deps.faceEngine, clock, liveness: config.liveness });
  const devices = createDeviceService({
    devices: repo.devices,
    clockSync: repo.clockSync,
    auditoria: repo.auditoria,
    transaction,
    clock,
    logger,
    localApproval: config.kioskLocalApproval,
  });
  /** The record's chain (issue 29): verification, and the heads printed on tarjetas and workbooks. */
  const registro = createRegistroService({ registro: repo.registro, clock, transaction, onVerificado: avisosInmediatos.registroVerificado });
  const prenomina = withChainHead(
    registro,
    createPrenominaService({
      prenomina: repo.prenomina,
      reglas: repo.reglas,
      festivos: repo.festivos,
      incidencias: repo.incidencias,
      periodos: repo.periodos,
      salariosMinimos: repo.salariosMinimos,
      limitesLegales: repo.limitesLegales,
      asignaciones: repo.asignaciones,
      transaction,
      clock,
      timeZone,
    }),
  );
  const reconocimiento = createReconocimientoService({ reconocimiento: repo.reconocimiento, clock, liveness: config.liveness });
  /** Issue 45 item 4: the kiosk's refusals for liveness, with a camera frame, for 'Asistencias' → 'Intentos de suplantación'. */
  const intentosSuplantacion = createIntentosSuplantacionService({
    intentosSuplantacion: repo.intentosSuplantacion,
    clock,
    timeZone,
    evidence: (image) => evidencePhoto(image),
    resemble: (image) => faces.resemble(image),
    logger,
  });
  /** Issue 31: vacation balances (arts. 76-81), for their route, the employees list and the 'vacaciones' incidencias. */
  /** Issue 40: the box's first day in service as set (first start or administrador), which the opening balances go by. */
  const inicioCaja = () => repo.inicioRegistro.current()?.fecha ?? null;
  const vacaciones = createVacacionesService({
    employees: repo.employees,
    reglas: repo.reglas,
    prestaciones: repo.prestaciones,
    festivos: repo.festivos,
    saldosVacaciones: repo.saldosVacaciones,
    clock,
    timeZone,
    inicioCaja,
  });
  const saldoInicial = createSaldoInicialService({
    employees: repo.employees,
    reglas: repo.reglas,
    saldosVacaciones: repo.saldosVacaciones,
    transaction,
    clock,
    timeZone,
    inicioCaja,
  });
  const employees = createEmployeeService({
    employees: repo.employees,
    salariosMinimos: repo.salariosMinimos,
    limitesLegales: repo.limitesLegales,
    prestaciones: repo.prestaciones,
    inicioRegistro: repo.inicioRegistro,
    transaction,
    clock,
    timeZone,
    vacacionesPendientes: vacaciones.pendientes,
    gallery: faces,
    turnoDelFormulario: createTurnoDelFormulario({ turnos: repo.turnos, asignaciones: repo.asignaciones }),
  });
  const forgetTemplates = faces.forgetEmployee;
  /** Issue 45: a refused attempt's frame shows the face it resembled, so it goes wherever that person's biometrics go. */
  const forgetSpoofAttempts = intentosSuplantacion.forgetEmployee;
  const nips = createNipService({ nips: repo.nips, failedAttempts: repo.failedAttempts, transaction, clock, employee: (id) => employees.get(id), logger });
  const auth = createAuthService({
    usuarios: repo.usuarios,
    sessions: repo.sessions,
    failedAttempts: repo.failedAttempts,
    transaction,
    clock,
    logger,
    onAccountLocked: avisos.cuentaBloqueada,
  });
  /** The data directory's free space (issue 26): /api/health, the home page, and the 507 of a full disk. */
  const disk = createDiskSpace({ dir: config.dataDir, read: deps.readDiskSpace, logger, onReading: avisosInmediatos.discoLeido });
  const backups = createRespaldosService({
    respaldosPorDepurar: repo.respaldosPorDepurar,
    auditoria: repo.auditoria,
    database,
    dataDir: config.dataDir,
    clock,
    timeZone,
    machineId: deps.machineId,
    logger,
    photosExpireBefore: () => retention.photosBefore(),
  });
  /** Biometrics erased from the database (cancelled, withdrawn, expired) leave every backup too (issue 26 hole 8). */
  const eraseFromBackups = backups.queueErasure;
  const actualizacionRegistro = createActualizacionRegistro({
    dataDir: config.dataDir,
    auditoria: repo.auditoria,
    clock,
    logger,
    transaction,
    onTerminada: avisosInmediatos.actualizacionTerminada,
  });
  const retention = createRetentionService({
    privacidad: repo.privacidad,
    retention: repo.retention,
    auditoria: repo.auditoria,
    transaction,
    clock,
    timeZone,
    forgetTemplates,
    forgetSpoofAttempts,
    eraseFromBackups,
  });
  const rolTurnos = createRolTurnosService({
    asignaciones: repo.asignaciones,
    employees: repo.employees,
    festivos: repo.festivos,
    sucursales: repo.sucursales,
  });
  const incidencias = createIncidenciasService({
    incidencias: repo.incidencias,
    prenomina: repo.prenomina,
    reglas: repo.reglas,
    periodos: repo.periodos,
    transaction,
    clock,
    timeZone,
    assertVacaciones: vacaciones.assertSaldo,
  });
  const manualAttendance = createManualAttendanceService({
    attendance: repo.attendance,
    prenomina: repo.prenomina,
    periodos: repo.periodos,
    asignaciones: repo.asignaciones,
    transaction,
    clock,
    timeZone,
  });
  /** Issue 43: 'Mi asistencia' at the kiosk and its requests; approving one goes through incidencias and manualAttendance. */
  const solicitudes = createSolicitudesRoom({
    solicitudes: repo.solicitudes,
    prenomina: repo.prenomina,
    periodos: repo.periodos,
    festivos: repo.festivos,
    reglas: repo.reglas,
    transaction,
    clock,
    timeZone,
    computeEmployee: prenomina.computeEmployee,
    vacaciones,
    incidencias,
    manualAttendance,
    logger,
    onCreated: (s) =>
      avisosInmediatos.solicitudCreada({
        id: s.id,
        empleadoId: s.empleadoId,
        sucursalId: s.sucursalId,
        descripcion: s.descripcion,
        dispositivo: s.reconocimiento.dispositivo,
        creadaEn: s.creadaEn,
      }),
  });
  return {
    avisos,
    avisosInmediatos,
    equipo,
    /** Issue 44: the late arrivals and the daily summary, checked every minute by jobs/avisosProgramados.ts (main.ts). */
    avisosProgramados: createAvisosProgramados({
      avisosProgramados: repo.avisosProgramados,
      attendance: repo.attendance,
      reglas: repo.reglas,
      clock,
      timeZone,
      ajustes: () => avisos.configuracion.get(),
      raise: avisos.raise,
      compute: prenomina.compute,
      sucursales: repo.prenomina.sucursalNames,
      vacaciones: vacaciones.get,
      solicitudesPendientes: (sucursalId) => solicitudes.list('pendiente', [sucursalId]),
      programa: (desde, hasta) => rolTurnos.get({ desde, hasta }, null).empleados,
    }),
    /** Issue 44: 'Ayer no registraste tu salida. Avisa a tu encargado.' in the kiosk's answer to the day's first entrada. */
    salidaOlvidada: createSalidaOlvidada({ attendance: repo.attendance, computeEmployee: prenomina.computeEmployee, logger }),
    solicitudes,
    auth,
    usuarios: createUsuariosService({
      usuarios: repo.usuarios,
      sessions: repo.sessions,
      sucursales: repo.sucursales,
      transaction,
      clock,
      createUser: auth.createUser,
    }),
    setupGate: createSetupGate(),
    auditoria: createAuditoriaService({ auditoria: repo.auditoria, clock, timeZone }),
    disk,
    health: createHealthService({ database, faceStatus: faces.status, machineId: deps.machineId, disk: disk.status, reloj }),
    reloj,
    catalogues: createCatalogueServices({ puestos: repo.puestos, sucursales: repo.sucursales, bonos: repo.bonos, usuarios: repo.usuarios, transaction, clock }),
    employees,
    /** 'Empleados' → 'Importar' (issue 40): the staff from a workbook, through the employee service's rules. */
    employeeImport: createEmployeeImportService({
      employees: repo.employees,
      sucursales: repo.sucursales,
      puestos: repo.puestos,
      bonos: repo.bonos,
      transaction,
      employeeService: employees,
      saldoInicial,
    }),
    /** One employee's expediente as a ZIP (issue 29 item 5): tarjetas, punches, incidencias, periods, rules, the chain. */
    expediente: createExpedienteService({
      expediente: repo.expediente,
      attendance: repo.attendance,
      incidencias: repo.incidencias,
      periodos: repo.periodos,
      reglas: repo.reglas,
      limitesLegales: repo.limitesLegales,
      salariosMinimos: repo.salariosMinimos,
      auditoria: repo.auditoria,
      asignaciones: repo.asignaciones,
      turnos: repo.turnos,
      employees: repo.employees,
      transaction,
      clock,
      timeZone,
      machineId: deps.machineId,
      equipo: equipo.nombre,
      computeEmployee: prenomina.computeEmployee,
      registro,
    }),
    nips,
    /** The branch of an employee, punch or incidencia: what accounts limited to some branches may touch. */
    branchOf: repo.branchOf,
    faces,
    /** The kiosk's live guidance: the detector alone on small frames (issue 16). */
    framing: createFramingService({ engine: faces.engine, clock }),
    devices,
    checkIn: createCheckInService({
      attendance: repo.attendance,
      reglas: repo.reglas,
      asignaciones: repo.asignaciones,
      transaction,
      clock,
      timeZone,
      duplicateWindowSeconds: config.duplicateWindowSeconds,
      identify: (frames, deviceId) =>
        'image' in frames ? faces.identify(frames.image, deviceId) : faces.identifyFrames(frames.images, { deviceId, reto: frames.reto }),
      status: createKioskStatus({
        reglas: repo.reglas,
        attendance: repo.attendance,
        timeZone,
        computeEmployee: prenomina.computeEmployee,
        vacacionesPendientes: (empleadoId) => vacaciones.get(empleadoId).pendientes,
      }),
      // A refusal for liveness and the 'suplantacion' alert of a burst, in one transaction (issue 44).
      recordAttempt: (attempt) =>
        transaction(() => {
          reconocimiento.record(attempt);
          if (attempt.resultado === 'spoof_suspected') avisosInmediatos.rechazoPorVivacidad(attempt.dispositivoId);
        }),
      recordSpoof: (device, outcome, frame) => intentosSuplantacion.record(device, outcome, frame),
      onPunch: (match, punchId) => faces.refreshTemplates(match, punchId),
      pin: { evidence: (image) => withImageErrors(() => evidencePhoto(image)), verify: nips.verify },
      logger,
    }),
    attendance: createAttendanceService({ attendance: repo.attendance, clock, timeZone }),
    reglas: createReglasService({ reglas: repo.reglas, transaction, clock }),
    /** Issue 40: the box's first day in service (GET/PUT /api/inicio-registro; written at the first start by main.ts). */
    inicioRegistro: createInicioRegistroService({ inicioRegistro: repo.inicioRegistro, transaction, clock, timeZone }),
    registro,
    limitesLegales: createLimitesLegalesService({ limitesLegales: repo.limitesLegales, transaction, clock }),
    /** The minimum wages in force today, for the panel's salary fields (issue 30 item 2). */
    salariosMinimos: createSalariosMinimosService({ salariosMinimos: repo.salariosMinimos, clock, timeZone }),
    festivos: createFestivosService({ festivos: repo.festivos, periodos: repo.periodos, transaction, clock, timeZone }),
    /** Issue 41: turnos and roles, assignments and one-day changes, the roster. */
    turnos: createTurnosService({ turnos: repo.turnos, asignaciones: repo.asignaciones, limitesLegales: repo.limitesLegales, transaction, clock, timeZone }),
    asignaciones: createAsignacionesService({
      asignaciones: repo.asignaciones,
      turnos: repo.turnos,
      employees: repo.employees,
      periodos: repo.periodos,
      transaction,
      clock,
    }),
    rolTurnos,
    /** The roster printed (PDF) and as Excel. */
    rolTurnosArchivo: createRolTurnosArchivoService({ rolTurnos, reglas: repo.reglas, sucursales: repo.sucursales, clock, timeZone }),
    incidencias,
    anulaciones: createAnulacionesService({ anulaciones: repo.anulaciones, attendance: repo.attendance, periodos: repo.periodos, transaction, clock }),
    manualAttendance,
    prenomina,
    vacaciones,
    saldoInicial,
    /** Issue 31: aguinaldo (art. 87) and finiquito (arts. 48, 50, 79, 80, 87, 162) from the same records. */
    prestaciones: createPrestacionesService({
      employees: repo.employees,
      reglas: repo.reglas,
      prestaciones: repo.prestaciones,
      periodos: repo.periodos,
      salariosMinimos: repo.salariosMinimos,
      festivos: repo.festivos,
      saldosVacaciones: repo.saldosVacaciones,
      clock,
      timeZone,
      inicioCaja,
      compute: prenomina.compute,
      computeEmployee: prenomina.computeEmployee,
    }),
    resumen: createResumenService({
      resumen: repo.resumen,
      clockSync: repo.clockSync,
      reglas: repo.reglas,
      transaction,
      clock,
      timeZone,
      compute: prenomina.compute,
      disk: disk.status,
      saldosIniciales: vacaciones.saldosIniciales,
      registro: registro.ultimaVerificacion,
    }),
    reconocimiento,
    intentosSuplantacion,
    exportacion: createExportacionService({
      perfilesExportacion: repo.perfilesExportacion,
      bonos: repo.bonos,
      periodos: repo.periodos,
      transaction,
      clock,
      prenomina,
    }),
    periodos: createPeriodosService({ periodos: repo.periodos, transaction, clock, timeZone, compute: prenomina.compute }),
    privacidad: createPrivacidadService({
      privacidad: repo.privacidad,
      transaction,
      clock,
      employeeName: (id) => employees.get(id).nombre,
      onWithdraw: (id) => {
        eraseFromBackups(id, { fotos: false, motivo: 'consentimiento.retirar' });
        return { plantillasBorradas: forgetTemplates(id), intentosBorrados: forgetSpoofAttempts(id) };
      },
    }),
    arco: createArcoService({
      arco: repo.arco,
      privacidad: repo.privacidad,
      transaction,
      clock,
      timeZone,
      employee: (id) => employees.get(id),
      forgetTemplates,
      forgetSpoofAttempts,
      eraseFromBackups,
    }),
    retention,
    respaldos: backups,
    /** 'Restaurar' in 'Respaldos' (issue 30 item 12): check a backup, confirm with the box's name, restart to install it. */
    restauracion: createRestauracionService({
      dataDir: config.dataDir,
      backupsDir: backups.directory,
      machineId: deps.machineId,
      boxName: equipo.nombre,
      boxId: config.hq?.caja ?? deps.machineId,
      clock,
      logger,
      restart: deps.restart ?? (() => logger.warn('restart requested, but this process cannot restart itself')),
    }),
    /** Issue 32: each finished update (by the root updater) in the audit log; started by main.ts. */
    actualizacionRegistro,
    /** 'Sistema' → 'Actualizaciones' (issue 32 item 3b): check an uploaded bundle, hand it to the root updater. */
    actualizaciones: createActualizacionesService({
      dataDir: config.dataDir,
      trustedKeysDir: config.trustedKeysDir,
      installedVersion: version,
      arch: process.arch,
      schemaVersion: () => schemaVersionOf(db),
      registro: actualizacionRegistro,
      clock,
      logger,
    }),
    /** The link to headquarters (issue 17): started and stopped by main.ts; idle without RELOJ_HQ_NATS_URL. */
    corporativo: createCorporativoService({
      hq: config.hq,
      outbox: repo.outbox,
      logger,
      dataDir: config.dataDir,
      trustedKeysDir: config.trustedKeysDir,
      // A release from headquarters waits until no shift of an active employee starts within minutes.
      horario: { horasEntrada: () => [...new Set(repo.employees.list({ activo: true }).map((e) => e.horaEntrada))], timeZone },
    }),
    /** Whether the system clock is NTP-synchronised (timedatectl), every minute into reloj_sistema: started by main.ts. */
    clockSync: {
      start: (options: { read?: ClockSyncReader; intervalMs?: number } = {}) =>
        startClockSyncSchedule({ clockSync: repo.clockSync, database, clock, logger, ...options }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
