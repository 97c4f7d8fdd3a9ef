/**
 * The one place services are built. Each gets exactly what it depends on; routers then get only their
 * own service (app.ts). main.ts calls this with the real face engine; tests call it with a stub or
 * an unloaded one (test-support/testServer.ts), so both run the same graph.
 */
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { FaceEngineLoad } from '../face/load.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import { createAttendanceService } from './attendance.js';
import { automaticAudit, createAuditService } from './audit.js';
import { createAuthService } from './auth.js';
import { createBackupService } from './backups.js';
import { createCatalogueServices } from './catalogues.js';
import { createCheckInService } from './checkIn.js';
import { createDeviceService } from './devices.js';
import { createEmployeeService } from './employees.js';
import { createFaceService } from './faces.js';
import { createFramingService } from './framing.js';
import { createHealthService } from './health.js';
import { createKioskStatus } from './kioskStatus.js';
import { createSetupGate } from './setupGate.js';
import { createFestivosService } from './festivos.js';
import { createIncidenciasService } from './incidencias.js';
import { createManualPunchService } from './manualPunches.js';
import { createPeriodosService } from './periodos.js';
import { createPrenominaService } from './prenomina.js';
import { createPayrollExportService } from './payrollExport.js';
import { createPrivacidadService } from './privacidad.js';
import { createArcoService } from './arco.js';
import { createReglasService } from './reglas.js';
import { createLimitesLegalesService } from './limitesLegales.js';
import { createResumenService } from './resumen.js';
import { createRetentionService } from './retention.js';
import { createReconocimientoService } from './reconocimiento.js';
import { createNipService } from './nips.js';
import { createUsuariosService } from './usuarios.js';
import { createCorporativoService } from '../corporativo/service.js';
import { branchOfRepository } from '../db/repositories/branchOf.js';
import { evidencePhoto } from '../face/evidencePhoto.js';
import { withImageErrors } from './faceOutcomes.js';
import { createDiskSpace, type DiskSpaceReader } from '../system/diskSpace.js';

export type ServiceDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The loaded ONNX models, or why they could not be loaded (face routes then answer 503). */
  faceEngine: FaceEngineLoad;
  /** 8 hex digits naming this box (backups, /api/health). */
  machineId: string;
  /** How the data directory's free space is read (statfs by default; a test may pass its own figures). */
  readDiskSpace?: DiskSpaceReader;
};

export function createServices(deps: ServiceDeps) {
  const { config, db, clock, logger } = deps;
  const timeZone = config.timeZone;

  const faces = createFaceService({ db, engine: deps.faceEngine, clock, liveness: config.liveness });
  const devices = createDeviceService(db, clock, logger, { localApproval: config.kioskLocalApproval });
  const prenomina = createPrenominaService({ db, clock, timeZone });
  const reconocimiento = createReconocimientoService({ db, clock, liveness: config.liveness });
  const employees = createEmployeeService({ db, clock, timeZone, faces });
  const forgetTemplates = faces.forgetEmployee;
  const nips = createNipService({ db, clock, employee: (id) => employees.get(id), logger });
  const auth = createAuthService(db, clock, logger);
  /** The data directory's free space (issue 26): /api/health, the home page, and the 507 of a full disk. */
  const disk = createDiskSpace({ dir: config.dataDir, read: deps.readDiskSpace, logger });
  const backups = createBackupService({ db, dataDir: config.dataDir, clock, timeZone, machineId: deps.machineId, logger, photosExpireBefore: () => retention.photosBefore() });
  /** Biometrics erased from the database (cancelled, withdrawn, expired) leave every backup too (issue 26 hole 8). */
  const eraseFromBackups = backups.queueErasure;
  const retention = createRetentionService({ db, clock, timeZone, audit: automaticAudit(db, clock), forgetTemplates, eraseFromBackups });
  return {
    auth,
    usuarios: createUsuariosService({ db, clock, createUser: auth.createUser }),
    setupGate: createSetupGate(),
    audit: createAuditService(db, clock, timeZone),
    disk,
    health: createHealthService({ db, faceStatus: faces.status, machineId: deps.machineId, disk: disk.status }),
    catalogues: createCatalogueServices({ db, clock }),
    employees,
    nips,
    /** The branch of an employee, punch or incidencia: what accounts limited to some branches may touch. */
    branchOf: branchOfRepository(db),
    faces,
    /** The kiosk's live guidance: the detector alone on small frames (issue 16). */
    framing: createFramingService({ engine: deps.faceEngine, clock }),
    devices,
    checkIn: createCheckInService({
      db,
      clock,
      timeZone,
      duplicateWindowSeconds: config.duplicateWindowSeconds,
      identify: (frames, deviceId) => ('image' in frames ? faces.identify(frames.image, deviceId) : faces.identifyFrames(frames.images, { deviceId, reto: frames.reto })),
      status: createKioskStatus({ db, timeZone, computeEmployee: prenomina.computeEmployee }),
      recordAttempt: reconocimiento.record,
      onPunch: (match, punchId) => faces.refreshTemplates(match, punchId),
      pin: { evidence: (image) => withImageErrors(() => evidencePhoto(image)), verify: nips.verify },
      logger,
    }),
    attendance: createAttendanceService({ db, clock, timeZone }),
    reglas: createReglasService({ db, clock }),
    limitesLegales: createLimitesLegalesService({ db, clock }),
    festivos: createFestivosService({ db, clock, timeZone }),
    incidencias: createIncidenciasService({ db, clock, timeZone }),
    manualPunches: createManualPunchService({ db, clock, timeZone }),
    prenomina,
    resumen: createResumenService({ db, clock, timeZone, compute: prenomina.compute, disk: disk.status }),
    reconocimiento,
    payrollExport: createPayrollExportService({ db, clock, prenomina }),
    periodos: createPeriodosService({ db, clock, compute: prenomina.compute }),
    privacidad: createPrivacidadService({
      db,
      clock,
      employeeName: (id) => employees.get(id).nombre,
      onWithdraw: (id) => {
        eraseFromBackups(id, { fotos: false, motivo: 'consentimiento.retirar' });
        return forgetTemplates(id);
      },
    }),
    arco: createArcoService({ db, clock, employee: (id) => employees.get(id), forgetTemplates, eraseFromBackups }),
    retention,
    backups,
    /** The link to headquarters (issue 17): started and stopped by main.ts; idle without RELOJ_HQ_NATS_URL. */
    corporativo: createCorporativoService({ hq: config.hq, db, logger }),
  };
}

export type Services = ReturnType<typeof createServices>;
