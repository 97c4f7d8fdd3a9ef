import type { Punch } from '@reloj/contract/attendance';
import type { Repositories } from '../../db/repositories/index.js';
import { punchMethod, type PunchListRow } from '../../db/repositories/attendance.js';
import { photoNotFound } from '../../errors.js';
import type { Branches } from '../../lib/branches.js';
import type { Clock } from '../../lib/clock.js';
import { localDate } from '../../lib/dates.js';

/** A punch as the API answers it. */
export const toPunch = (r: PunchListRow): Punch => ({
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
  manual: r.manual === 1,
  metodo: punchMethod(r),
  motivo: r.motivo,
  registradoPor: r.registrado_por,
  anulada: r.anulada_en === null ? null : { motivo: r.anulacion_motivo!, usuario: r.anulada_por!, fecha: r.anulada_en },
});

export type AttendanceQuery = { desde?: string; hasta?: string; sucursal?: number; empleado?: number };

/** The 'Asistencias' list: punches of a range of working days (today by default), and a punch's face snapshot. */
export function createAttendanceService(deps: Pick<Repositories, 'attendance'> & { clock: Clock; timeZone: string }) {
  const { attendance: punches } = deps;
  return {
    /** `branches`: only punches made at these branches (an account limited to some; issue 39: the branch stored with the punch). */
    list(query: AttendanceQuery, branches: Branches = null): { desde: string; hasta: string; rows: PunchListRow[] } {
      const today = localDate(deps.clock.now(), deps.timeZone);
      const desde = query.desde ?? query.hasta ?? today;
      const hasta = query.hasta ?? (query.desde ? desde : today);
      return { desde, hasta, rows: punches.list({ desde, hasta, sucursalId: query.sucursal, empleadoId: query.empleado, sucursales: branches }) };
    },
    photo(id: number): Buffer {
      const photo = punches.photo(id);
      if (!photo) throw photoNotFound();
      return photo;
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
