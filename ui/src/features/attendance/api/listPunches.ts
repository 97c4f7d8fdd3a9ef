import { api } from '../../../lib/api';
import { attendanceQuery } from '../query';
import type { AttendanceFilters, Punch } from '../types';

/** GET /api/attendance?desde&hasta&sucursal&empleado → punches, newest first. */
export const listPunches = (filters: AttendanceFilters) => api.get<Punch[]>(`/api/attendance?${attendanceQuery(filters)}`);
