import type { Db } from '../db/connection.js';
import { punchRepository, type PunchListRow } from '../db/repositories/punches.js';
import { photoNotFound } from '../errors.js';
import type { Clock } from '../lib/clock.js';
import { localDate } from '../lib/dates.js';

export type AttendanceQuery = { desde?: string; hasta?: string; sucursal?: number; empleado?: number };

/** The 'Asistencias' list: punches of a range of working days (today by default), and a punch's face snapshot. */
export function createAttendanceService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const punches = punchRepository(deps.db);
  return {
    list(query: AttendanceQuery): { desde: string; hasta: string; rows: PunchListRow[] } {
      const today = localDate(deps.clock.now(), deps.timeZone);
      const desde = query.desde ?? query.hasta ?? today;
      const hasta = query.hasta ?? (query.desde ? desde : today);
      return { desde, hasta, rows: punches.list({ desde, hasta, sucursalId: query.sucursal, empleadoId: query.empleado }) };
    },
    photo(id: number): Buffer {
      const photo = punches.photo(id);
      if (!photo) throw photoNotFound();
      return photo;
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
