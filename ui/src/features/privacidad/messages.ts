/** Every text of 'Privacidad' (/admin/privacidad) and of the public notice (/privacidad) people read (es-MX). */
export const privacidadText = {
  title: 'Privacidad',
  description: 'El aviso de privacidad que leen tus empleados antes de registrar su rostro en el reloj checador.',
  explanation: [
    'La ley de protección de datos personales (LFPDPPP) considera el rostro un dato sensible: antes de registrarlo, el empleado debe conocer un aviso de privacidad y dar su consentimiento expreso.',
    'Llena estos datos y el reloj checador redacta el aviso. Cada vez que guardas se publica una versión nueva, y para registrar un rostro con la versión nueva el empleado tiene que dar su consentimiento otra vez.',
  ],
  sinAviso: 'Todavía no hay aviso de privacidad: sin él no se pueden registrar rostros.',
  formLabel: 'Datos del aviso de privacidad',
  publicar: 'Guardar y publicar',
  publicando: 'Publicando...',
  publicado: (version: number) => `Aviso publicado: versión ${version}.`,
  sinCambios: (version: number) => `No cambiaste nada: sigue vigente la versión ${version}.`,
  publishFailed: (reason: string) => `No se publicó el aviso: ${reason}`,
  loadFailed: 'No se pudo cargar el aviso de privacidad.',
  loading: 'Cargando...',
  vigente: 'Aviso vigente',
  version: (version: number) => `Versión ${version}`,
  // Non-breaking spaces: the date and 'a las HH:MM' never split across lines.
  publicadoEl: (fecha: string, hora: string) => `publicada el\u00a0${fecha} a\u00a0las\u00a0${hora}`,
  simplificado: 'Aviso simplificado',
  simplificadoHint: 'Lo que lee el empleado antes de dar su consentimiento y registrar su rostro.',
  integral: 'Aviso integral',
  integralHint: 'El aviso completo, tal como aparece en la página pública.',
  verPagina: 'Ver la página pública',
} as const;

/** The form's labels and the plain-Spanish hint under each field. */
export const campos = {
  responsable: { label: 'Responsable (nombre o razón social)', hint: 'La empresa o la persona dueña del negocio, como aparece ante el SAT.' },
  domicilio: { label: 'Domicilio', hint: 'Calle, número, colonia, municipio o alcaldía, estado y código postal.' },
  contacto: {
    label: 'Contacto para solicitudes de datos (ARCO)',
    hint: 'Un correo, un teléfono o una oficina donde el empleado pueda pedir ver, corregir o borrar sus datos, oponerse a su uso o retirar su consentimiento.',
  },
  diasFotos: { label: 'Días que se guardan las fotos de checada', hint: 'Después se borra la foto; el registro de la checada se conserva.' },
  diasPlantillasBaja: {
    label: 'Días que se guardan los rostros tras una baja',
    hint: 'Contados desde la fecha de baja del empleado; con\u00a00 se borran el mismo día.',
  },
} as const;

export const avisoPublicoText = {
  brand: 'Reloj Checador',
  title: 'Aviso de privacidad',
  version: (version: number, fecha: string) => `Versión ${version}, publicada el ${fecha}`,
  sinAviso: 'Esta empresa todavía no ha publicado su aviso de privacidad.',
  loading: 'Cargando...',
  loadFailed: 'No se pudo cargar el aviso de privacidad. Revisa la conexión con el reloj checador.',
  retry: 'Reintentar',
} as const;

/** The 'Próximos borrados' card of the 'Privacidad' screen. */
export const retencionText = {
  title: 'Próximos borrados',
  fotosVencidas: (n: number, dias: number) =>
    `${n === 1 ? '1 foto de checada ya tiene' : `${n} fotos de checada ya tienen`} más de ${dias} días: se ${n === 1 ? 'borra' : 'borran'} en la próxima hora. Las checadas se conservan.`,
  fotosSiguiente: (dias: number, fecha: string | null) =>
    fecha
      ? `Las fotos de checada se borran a los ${dias} días; la próxima se borra el ${fecha}. Las checadas se conservan.`
      : `Las fotos de checada se borran a los ${dias} días; ahora no hay ninguna guardada.`,
  sinPlantillas: (dias: number) =>
    dias === 0
      ? 'Los rostros de un empleado dado de baja se borran el mismo día de la baja; ahora no hay ninguno pendiente.'
      : `Los rostros de un empleado dado de baja se borran ${dias} días después de la baja; ahora no hay ninguno pendiente.`,
  plantillas: (nombre: string, baja: string, borrar: string) => `Rostros de ${nombre} (baja el ${baja}): se borran el ${borrar}.`,
  conservacion:
    'Las checadas, las incidencias y la bitácora de auditoría no se borran nunca: la Ley Federal del Trabajo (art. 804) pide conservar el registro de asistencia durante la relación de trabajo y al menos un año después de que termina.',
  respaldos:
    'Los respaldos automáticos (7 diarios y 4 semanales) son copias de la base de datos: una foto ya borrada puede seguir en un respaldo hasta 5 semanas más, hasta que ese respaldo se reemplaza solo.',
} as const;
