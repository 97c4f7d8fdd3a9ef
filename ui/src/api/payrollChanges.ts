import { attendanceKey } from './attendance';
import { prenominaKey } from './prenomina';

/** The cache key of every list of incidencias (an employee's days in 'Pre-nómina'). */
export const incidenciasKey = ['incidencias'] as const;

/**
 * What a manual punch, an incidencia, closing or reopening a period changes: the figures, the incidencias and the
 * punches shown, whichever screen ('Pre-nómina', 'Asistencias') made the change.
 */
export const payrollChanges = [prenominaKey, incidenciasKey, attendanceKey];
