import { EXPEDIENTE_MAX_YEARS } from '@reloj/contract/expediente';

/** 'Expediente' of 'Empleados' (issue 29 item 5): one employee's attendance record as a ZIP. */
export const expedienteText = {
  action: 'Expediente',
  title: (nombre: string) => `Expediente de ${nombre}`,
  intro:
    'Un archivo ZIP con las tarjetas de asistencia en PDF (una por periodo), todas sus checadas (también las anuladas), incidencias, cierres de periodo, ' +
    'reglas vigentes y la verificación del registro: la evidencia de horas, faltas y pagos para una inspección de la STPS o una demanda laboral.',
  desde: 'Desde',
  hasta: 'Hasta',
  hastaHint: `Como máximo ${EXPEDIENTE_MAX_YEARS} años por archivo.`,
  required: (label: string) => `Escribe la fecha ${label === 'Desde' ? 'inicial (desde)' : 'final (hasta)'}.`,
  submit: 'Descargar ZIP',
  busy: 'Preparando ZIP…',
  downloaded: (nombre: string) => `Se descargó el expediente de ${nombre}.`,
  failed: 'No se pudo descargar el expediente',
} as const;
