import type Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { apiNotFound, looksLikeApi } from './middlewares/apiNotFound.js';
import { sessionGuards } from './middlewares/auth.js';
import { jsonBody } from './middlewares/body.js';
import { sameOriginJsonOnly } from './middlewares/csrf.js';
import { errorHandler } from './middlewares/errors.js';
import { boxHostNames, hostCheck } from './middlewares/hostCheck.js';
import { applyRouteFacts } from './middlewares/routeFacts.js';
import { securityHeaders } from './middlewares/securityHeaders.js';
import { serveUi } from './middlewares/static.js';
import { lanToHttps } from './middlewares/transport.js';
import { attendanceRouter } from './routes/attendance/attendance.js';
import { encuadreRouter } from './routes/attendance/encuadre.js';
import { miAsistenciaRouter } from './routes/attendance/miAsistencia.js';
import { solicitudesRouter } from './routes/solicitudes/solicitudes.js';
import { auditoriaRouter } from './routes/auditoria/auditoria.js';
import { avisosRouter } from './routes/avisos/avisos.js';
import { authRouter } from './routes/auth/auth.js';
import { respaldosRouter } from './routes/respaldos/respaldos.js';
import { actualizacionesRouter } from './routes/actualizaciones/actualizaciones.js';
import { cataloguesRouter } from './routes/catalogues/catalogues.js';
import { corporativoRouter } from './routes/corporativo/corporativo.js';
import { openApiRouter } from './routes/openapi/openapi.js';
import { devicesRouter } from './routes/devices/devices.js';
import { employeeNipRouter } from './routes/employees/nip.js';
import { employeeExpedienteRouter } from './routes/employees/expediente.js';
import { prestacionesRouter } from './routes/prestaciones/prestaciones.js';
import { usuariosRouter } from './routes/usuarios/usuarios.js';
import { createBranchScope } from './middlewares/branchScope.js';
import { employeesRouter } from './routes/employees/employees.js';
import { employeeImportRouter } from './routes/employees/importar.js';
import { facesRouter } from './routes/faces/faces.js';
import { faceCheckRouter } from './routes/faces/check.js';
import { healthRouter } from './routes/health/health.js';
import { relojRouter } from './routes/reloj/reloj.js';
import { manualAttendanceRouter } from './routes/attendance/manual.js';
import { anularAttendanceRouter } from './routes/attendance/anular.js';
import { festivosRouter } from './routes/festivos/festivos.js';
import { incidenciasRouter } from './routes/incidencias/incidencias.js';
import { periodosRouter } from './routes/periodos/periodos.js';
import { prenominaRouter } from './routes/prenomina/prenomina.js';
import { exportacionRouter } from './routes/exportacion/exportacion.js';
import { privacidadRouter } from './routes/privacidad/privacidad.js';
import { reglasRouter } from './routes/reglas/reglas.js';
import { inicioRegistroRouter } from './routes/inicio-registro/inicioRegistro.js';
import { equipoRouter } from './routes/equipo/equipo.js';
import { limitesLegalesRouter } from './routes/limites-legales/limitesLegales.js';
import { salariosMinimosRouter } from './routes/salarios-minimos/salariosMinimos.js';
import { reconocimientoRouter } from './routes/reconocimiento/reconocimiento.js';
import { intentosSuplantacionRouter } from './routes/intentos-suplantacion/intentosSuplantacion.js';
import { resumenRouter } from './routes/resumen/resumen.js';
import { registroRouter } from './routes/registro/registro.js';
import { asignacionesRouter } from './routes/turnos/asignaciones.js';
import { rolTurnosRouter } from './routes/turnos/rolTurnos.js';
import { turnosRouter } from './routes/turnos/turnos.js';
import { createRouter } from './routes/router.js';
import type { Services } from './services/index.js';

/** What the HTTP layer needs besides the services: the transport facts main.ts learns as it starts. */
export type AppOptions = {
  logger: Logger;
  /** The HTTPS port once it listens (LAN browsers are sent there); undefined without HTTPS. */
  httpsPort?: () => number | undefined;
  /** The names in the HTTPS certificate: the box answers to them (and to its own names and addresses). */
  certificateNames?: () => readonly string[];
};

/** Every JSON route under /api, each router with only its own service, and each route's guard and body parser (middlewares/routeFacts.ts). */
export function apiRouter(config: Config, services: Services, httpsPort: () => number | undefined): Router {
  const api = createRouter('/api');
  const scope = createBranchScope(services.branchOf);
  for (const router of [
    healthRouter(services.health),
    relojRouter(services.reloj),
    authRouter(services.auth, services.setupGate, httpsPort, config.port),
    auditoriaRouter(services.auditoria),
    registroRouter(services.registro),
    cataloguesRouter(services.catalogues),
    employeeImportRouter(services.employeeImport), // before employeesRouter: '/employees/:id' would take 'importar'
    employeesRouter(services.employees, scope),
    employeeNipRouter(services.nips, scope),
    employeeExpedienteRouter(services.expediente, scope),
    prestacionesRouter({ vacaciones: services.vacaciones, prestaciones: services.prestaciones, saldoInicial: services.saldoInicial }, scope),
    facesRouter(services.faces, services.privacidad, scope),
    faceCheckRouter(services.faces),
    devicesRouter(services.devices, { httpsPort, port: config.port }),
    attendanceRouter({
      attendance: services.attendance,
      devices: services.devices,
      checkIn: services.checkIn,
      timeZone: config.timeZone,
      scope,
      alChecar: services.solicitudes.alChecar,
      recordatorio: services.salidaOlvidada,
    }),
    miAsistenciaRouter(services.devices, services.solicitudes),
    solicitudesRouter(services.solicitudes),
    encuadreRouter(services.devices, services.framing),
    respaldosRouter(services.respaldos, services.restauracion),
    actualizacionesRouter(services.actualizaciones),
    reglasRouter(services.reglas),
    inicioRegistroRouter(services.inicioRegistro),
    equipoRouter(services.equipo),
    limitesLegalesRouter(services.limitesLegales),
    salariosMinimosRouter(services.salariosMinimos),
    festivosRouter(services.festivos),
    turnosRouter(services.turnos),
    asignacionesRouter(services.asignaciones, scope),
    rolTurnosRouter(services.rolTurnos, services.rolTurnosArchivo),
    manualAttendanceRouter(services.manualAttendance, scope),
    anularAttendanceRouter(services.anulaciones, scope),
    incidenciasRouter(services.incidencias, scope),
    prenominaRouter(services.prenomina, services.exportacion),
    exportacionRouter(services.exportacion),
    periodosRouter(services.periodos),
    reconocimientoRouter(services.reconocimiento),
    intentosSuplantacionRouter(services.intentosSuplantacion, scope),
    privacidadRouter(services.privacidad, services.retention, services.arco, scope),
    usuariosRouter(services.usuarios),
    avisosRouter(services.avisos),
    resumenRouter(services.resumen),
    corporativoRouter(services.corporativo),
    openApiRouter(),
  ]) {
    api.use(router.routes());
  }
  applyRouteFacts(api, { ...sessionGuards(services.auth, services.auditoria, httpsPort), jsonBody: jsonBody() });
  return api;
}

export function createApp(config: Config, services: Services, options: AppOptions): Koa {
  const app = new Koa();
  app.proxy = false; // never trust X-Forwarded-* headers: the box is reached directly
  app.silent = true; // errors are logged by errorHandler, once, without request bodies
  const httpsPort = options.httpsPort ?? (() => undefined);

  app.use(securityHeaders());
  app.use(errorHandler(options.logger, services.disk.noteFull));
  app.use(hostCheck(options.logger, () => boxHostNames(config.allowedHosts, options.certificateNames)));
  app.use(lanToHttps(httpsPort, looksLikeApi));
  app.use(async (ctx, next) => {
    if (looksLikeApi(ctx)) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(sameOriginJsonOnly(options.logger));
  app.use(apiRouter(config, services, httpsPort).routes());
  app.use(apiNotFound());
  app.use(serveUi(config.uiDir));
  return app;
}
