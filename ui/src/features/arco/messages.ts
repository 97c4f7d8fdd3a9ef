/** The printable page of an employee's data (derecho de acceso, LFPDPPP). */
export const arcoText = {
  title: (nombre: string) => `Datos personales de ${nombre}`,
  kicker: 'Derecho de acceso (ARCO)',
  generated: (fecha: string, hora: string) => `Generado el ${fecha} a las ${hora}.`,
  intro: 'Todo lo que el reloj checador guarda de esta persona.',
  print: 'Imprimir',
  back: 'Volver a Empleados',
  /** Issue 45 item 3: back to the employee's row in 'Empleados', and an employee de baja's finiquito. */
  backTo: (nombre: string) => `Volver a ${nombre}`,
  finiquito: 'Ver finiquito',
  loading: 'Cargando los datos…',
  loadFailed: (reason: string) => `No se pudieron cargar los datos: ${reason}`,
  badId: 'La dirección no corresponde a ningún empleado.',
  retry: 'Reintentar',

  empleado: 'Datos del empleado',
  consentimientos: 'Consentimientos',
  rostro: 'Rostro',
  checadas: (n: number) => `Checadas (${n.toLocaleString('es-MX')})`,
  incidencias: (n: number) => `Incidencias (${n.toLocaleString('es-MX')})`,
  noConsents: 'No hay consentimientos registrados.',
  noPunches: 'No hay checadas registradas.',
  noIncidencias: 'No hay incidencias registradas.',
  none: '—',
  yes: 'Sí',
  no: 'No',
} as const;
