/** Banner texts and notices of 'Exportación a nómina'. */
export const exportacionMessages = {
  catalogueNotice:
    'Los códigos deben coincidir con el catálogo de incidencias y conceptos de tu programa de nómina (CONTPAQi, NOI u otro). Revísalos con tu contador antes de importar.',
  created: (nombre: string) => `Perfil "${nombre}" guardado.`,
  updated: (nombre: string) => `Perfil "${nombre}" actualizado.`,
  saveFailed: (reason: string) => `No se guardó el perfil: ${reason}`,
  deleted: (nombre: string) => `Perfil "${nombre}" eliminado.`,
  deleteFailed: (reason: string) => `No se pudo eliminar el perfil: ${reason}`,
  deleteQuestion: (nombre: string) => `¿Eliminar el perfil "${nombre}"?`,
  deleteDetails: 'Ya no se podrá elegir para descargar incidencias. Los perfiles iniciales (CONTPAQi Nóminas y Aspel NOI) no cambian.',
  loadFailed: 'No se pudieron cargar los perfiles de exportación.',
  previewInvalid: (reason: string) => `La vista previa aparece cuando el perfil es válido. ${reason}`,
  previewFailed: 'No se pudo generar la vista previa.',
  previewEmpty: 'El periodo no tiene incidencias: el archivo solo llevaría la fila de encabezados.',
  previewEmptyNoHeader: 'El periodo no tiene incidencias: el archivo estaría vacío.',
  previewCount: (filas: number) => (filas === 1 ? '1 incidencia en el archivo' : `${filas.toLocaleString('es-MX')} incidencias en el archivo`),
};
