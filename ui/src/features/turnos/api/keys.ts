/** The cache keys of the turnos feature; a change reloads what it touches (and 'Pre-nómina', whose days follow the turnos). */
export const turnosKey = ['turnos'] as const;
export const rolesKey = ['roles-turnos'] as const;
export const asignacionesKey = ['asignaciones'] as const;
export const rolTurnosKey = ['rol-turnos'] as const;
