import {
  attendanceQuerySchema,
  checkInRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  pinCheckInRequestSchema,
  type CheckInResult,
  type Punch,
} from '@reloj/contract/attendance';
import type { Context } from 'koa';
import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { photoBody } from '../../middlewares/body.js';
import { kioskDevice } from '../../middlewares/kioskDevice.js';
import { branchesOf, type BranchScope } from '../../middlewares/branchScope.js';
import { forManagers, forReaders, ROLES_OF } from '../../middlewares/routeFacts.js';
import { pathId } from '../pathId.js';
import { parseBody, parseOrThrow, parseQuery } from '../../middlewares/validate.js';
import { toPunch, type AttendanceService, type CheckInService, type PunchResult } from '../../services/attendance/index.js';
import type { DeviceService } from '../../services/devices/index.js';
import type { SolicitudesRoom } from '../../services/solicitudes/index.js';
import { punchesCsv } from './csv.js';

/** Issue 43: after a punch, the 'Mi asistencia' token and an answer to the person's requests not told yet. */
type AlChecar = SolicitudesRoom['alChecar'];

/** Issue 44: 'Ayer no registraste tu salida. Avisa a tu encargado.' at the day's first entrada after a day without salida. */
type Recordatorio = (punch: PunchResult) => string | null;

type Deps = {
  attendance: AttendanceService;
  devices: DeviceService;
  checkIn: CheckInService;
  timeZone: string;
  scope: BranchScope;
  alChecar?: AlChecar;
  recordatorio?: Recordatorio;
};

const idempotencyKeyOf = (header: string) => (header ? parseOrThrow(idempotencyKeySchema, header) : undefined);

/** 201 for a new punch, 200 for one already stored; what the kiosk shows. */
const answerPunch = (ctx: Context, punch: PunchResult, alChecar?: AlChecar, recordatorio?: Recordatorio) => {
  const extra = alChecar?.(ctx.state.device!.id, punch, punch.estado !== null) ?? { miAsistencia: null, aviso: null };
  const estado = punch.estado && extra.aviso ? { ...punch.estado, aviso: [punch.estado.aviso, extra.aviso].filter(Boolean).join(' ') } : punch.estado;
  ctx.status = punch.repetida ? 200 : 201;
  ctx.body = {
    employeeId: punch.employeeId,
    nombre: punch.nombre,
    tipo: punch.tipo,
    hora: punch.hora,
    sucursal: punch.sucursal,
    repetida: punch.repetida,
    estado,
    miAsistencia: extra.miAsistencia,
    recordatorio: recordatorio?.(punch) ?? null,
  } satisfies CheckInResult;
};

/**
 * POST /api/attendance/check-in and /check-in-pin (approved kiosk only), GET /api/attendance (every role, of their branches),
 * GET /api/attendance/:id/foto (administrador, and the gerente of that punch's branch).
 */
export function attendanceRouter(deps: Deps): Router {
  const router = createRouter();

  router.post('/attendance/check-in', kioskDevice(deps.devices), photoBody(), async (ctx) => {
    const device = ctx.state.device!;
    const idempotencyKey = idempotencyKeyOf(ctx.get(IDEMPOTENCY_KEY_HEADER));
    const { image, images, reto, confirmarSalida } = parseBody(checkInRequestSchema, ctx);
    const frames = images ? { images, reto } : { image: image as string }; // the schema asks for one of them
    const punch = await deps.checkIn.checkIn(device, frames, idempotencyKey, confirmarSalida === true);
    answerPunch(ctx, punch, deps.alChecar, deps.recordatorio);
  });

  router.post('/attendance/check-in-pin', kioskDevice(deps.devices), photoBody(), async (ctx) => {
    const idempotencyKey = idempotencyKeyOf(ctx.get(IDEMPOTENCY_KEY_HEADER));
    const request = parseBody(pinCheckInRequestSchema, ctx);
    answerPunch(ctx, await deps.checkIn.checkInWithNip(ctx.state.device!, request, idempotencyKey), deps.alChecar, deps.recordatorio);
  });

  router.get('/attendance', forReaders(), (ctx) => {
    const query = parseQuery(attendanceQuerySchema, ctx);
    const { desde, hasta, rows } = deps.attendance.list(query, branchesOf(ctx));
    if (query.formato === 'csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(`asistencias_${desde}_${hasta}.csv`);
      // The download is what counts: a voided punch (issue 29) is left out, as the pre-nómina leaves it out.
      ctx.body = punchesCsv(
        rows.filter((r) => r.anulada_en === null),
        deps.timeZone,
      );
      return;
    }
    // Punch photos are for administradores and gerentes (of that branch): a consulta's list names none.
    const seesPhotos = ctx.state.user !== undefined && ROLES_OF.managers.includes(ctx.state.user.rol);
    ctx.body = rows.map(toPunch).map((punch) => (seesPhotos ? punch : { ...punch, foto: null })) satisfies Punch[];
  });

  router.get('/attendance/:id/foto', forManagers(), deps.scope.punch, (ctx) => {
    const photo = deps.attendance.photo(pathId(ctx.params.id));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'image/jpeg';
    ctx.body = photo;
  });

  return router;
}
