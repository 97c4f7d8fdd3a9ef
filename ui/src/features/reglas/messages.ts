/** Banner texts of 'Reglas de Asistencia'. */
export const reglasMessages = {
  saved: 'Reglas de asistencia guardadas.',
  saveFailed: (reason: string) => `No se guardaron las reglas: ${reason}`,
  loadFailed: 'No se pudieron cargar las reglas de asistencia.',
};
