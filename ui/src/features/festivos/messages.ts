/** Banner texts of 'Días Festivos', in the catalogue screens' words (the product's requirements). */
export const festivoMessages = {
  created: (nombre: string) => `Día festivo "${nombre}" agregado.`,
  createFailed: (serverError: string | undefined) => (serverError ? `Error: ${serverError}` : 'No se pudo crear.'),
  deleted: (nombre: string) => `Día festivo "${nombre}" borrado.`,
  deleteFailed: (serverError: string | undefined) => (serverError ? `Error al borrar. ${serverError}` : 'Error al borrar.'),
};
