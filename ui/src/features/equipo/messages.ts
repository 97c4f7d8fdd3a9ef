/** The words of this box's name on the home page (issue 45 item 8). */
export const equipoText = {
  lead: 'Este equipo:',
  rename: 'Cambiar nombre',
  title: 'Nombre de este equipo',
  subtitle: "Así aparece en Inicio, y es lo que se escribe para confirmar 'Restaurar' en 'Respaldos'.",
  field: 'Nombre',
  hint: (predeterminado: string) => `Hasta 60 caracteres. Vacío, se usa «${predeterminado}».`,
  save: 'Guardar',
  saving: 'Guardando…',
  failed: (reason: string) => `No se pudo guardar el nombre: ${reason}`,
};
