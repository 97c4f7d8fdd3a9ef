import { IDEMPOTENCY_KEY_HEADER } from '@reloj/contract/attendance';
import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { photoBody } from '../../middlewares/body.js';
import { kioskDevice } from '../../middlewares/kioskDevice.js';
import { pathId } from '../pathId.js';
import type { PunchListRow } from '../../db/repositories/punches.js';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { AttendanceService } from '../../services/attendance.js';
import type { CheckInService } from '../../services/checkIn.js';
import type { DeviceService } from '../../services/devices.js';
import { punchesCsv } from './csv.js';
import { attendanceQuerySchema, checkInSchema, idempotencyKeySchema } from './schema.js';

type Deps = { attendance: AttendanceService; devices: DeviceService; checkIn: CheckInService; timeZone: string };

const toJson = (r: PunchListRow) => ({
  id: r.id,
  employeeId: r.empleado_id,
  empleado: r.empleado,
  sucursal: r.sucursal,
  tipo: r.tipo,
  hora: r.hora,
  diaLaboral: r.fecha_local,
  dispositivo: r.dispositivo,
  similitud: r.match_score,
  vivacidad: r.liveness,
  foto: r.tiene_foto ? `/api/attendance/${r.id}/foto` : null,
  manual: r.manual === 1, motivo: r.motivo, registradoPor: r.registrado_por, // a punch added by an administrator (issue 12)
});

/** POST /api/attendance/check-in (approved kiosk only), GET /api/attendance (admin), GET /api/attendance/:id/foto (admin). */
export function attendanceRouter(deps: Deps): Router {
  const router = createRouter();

  router.post('/attendance/check-in', kioskDevice(deps.devices), photoBody(), async (ctx) => {
    const device = ctx.state.device!;
    const rawKey = ctx.get(IDEMPOTENCY_KEY_HEADER);
    const idempotencyKey = rawKey ? parseOrThrow(idempotencyKeySchema, rawKey) : undefined;
    const { image } = parseOrThrow(checkInSchema, ctx.request.body);
    const punch = await deps.checkIn.checkIn(device, image, idempotencyKey);
    ctx.status = punch.repetida ? 200 : 201;
    ctx.body = { employeeId: punch.employeeId, nombre: punch.nombre, tipo: punch.tipo, hora: punch.hora, sucursal: punch.sucursal, repetida: punch.repetida };
  });

  router.get('/attendance', (ctx) => {
    const query = parseOrThrow(attendanceQuerySchema, ctx.query);
    const { desde, hasta, rows } = deps.attendance.list(query);
    if (query.formato === 'csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(`asistencias_${desde}_${hasta}.csv`);
      ctx.body = punchesCsv(rows, deps.timeZone);
      return;
    }
    ctx.body = rows.map(toJson);
  });

  router.get('/attendance/:id/foto', (ctx) => {
    const photo = deps.attendance.photo(pathId(ctx.params.id));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'image/jpeg';
    ctx.body = photo;
  });

  return router;
}
