/** The cache key of every list of punches ('Asistencias', an employee's days in 'Pre-nómina'): a punch added anywhere reloads them. */
export const attendanceKey = ['attendance'] as const;
