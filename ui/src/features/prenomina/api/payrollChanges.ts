import { attendanceKey } from '../../../api/attendance';
import { prenominaKey } from '../../../api/prenomina';
import { incidenciasKey } from './incidencias';

/** What a manual punch, an incidencia or closing a period changes: the figures, the incidencias and the punches shown. */
export const payrollChanges = [prenominaKey, incidenciasKey, attendanceKey];
