import type { SolicitudEstado } from '@reloj/contract/solicitudes';

/** Every sentence of 'Solicitudes' (issue 43). */
export const solicitudesText = {
  title: 'Solicitudes',
  description:
    'Lo que el personal pide desde el reloj checador: justificar una falta, un retardo o una salida sin checar, registrar una checada olvidada o tomar vacaciones. Al aprobar se crea lo que pide, como si lo capturaras a mano.',
  readOnly: 'Tu cuenta es de consulta: puedes ver las solicitudes, no responderlas.',
  tabs: { pendiente: 'Pendientes', aprobada: 'Aprobadas', rechazada: 'Rechazadas' } satisfies Record<SolicitudEstado, string>,
  empty: {
    pendiente: 'No hay solicitudes pendientes.',
    aprobada: 'Aún no hay solicitudes aprobadas.',
    rechazada: 'Aún no hay solicitudes rechazadas.',
  } satisfies Record<SolicitudEstado, string>,
  colPersona: 'Persona',
  colDia: 'Día',
  colPide: 'Qué pide',
  colMotivo: 'Motivo',
  colChecadas: 'Checadas del día',
  colRespuesta: 'Respuesta',
  colAcciones: 'Acciones',
  noPunches: 'Sin checadas',
  noMotivo: 'Sin motivo',
  folio: (folio: string) => `Folio IMSS: ${folio}`,
  note: (nota: string) => `Nota: «${nota}»`,
  sentAt: (when: string) => `Enviada ${when}`,
  recognisedFace: (similitud: string) => `Reconocida por rostro (similitud ${similitud})`,
  recognisedNip: 'Con número de empleado y NIP',
  livenessDoubt: 'Prueba de vida dudosa',
  vacationDays: (dias: number) => (dias === 1 ? '1 día hábil' : `${dias} días hábiles`),
  overBalance: 'Más que su saldo',
  balanceLeft: (dias: number) => `le quedarían ${dias}`,
  approve: 'Aprobar',
  approveQuestion: (nombre: string) => `¿Aprobar la solicitud de ${nombre}?`,
  approveYes: 'Sí, aprobar',
  reject: 'Rechazar',
  rejectTitle: 'Rechazar solicitud',
  rejectField: 'Motivo del rechazo',
  rejectPlaceholder: 'Se lo diremos al empleado en su próxima checada',
  rejectBusy: 'Rechazando…',
  approved: (nombre: string) => `Solicitud de ${nombre} aprobada.`,
  rejected: (nombre: string) => `Solicitud de ${nombre} rechazada.`,
  answeredBy: (quien: string, cuando: string) => `${quien}, ${cuando}`,
  failed: (reason: string) => `No se pudo responder la solicitud: ${reason}`,
  entrada: 'Entrada',
  salida: 'Salida',
  manual: 'manual',
} as const;

/** What an approval creates, under the 'Aprobar' question. */
export const approveDetails: Record<'justificacion' | 'olvido' | 'vacaciones', string> = {
  justificacion: 'Se registra la incidencia del día (falta justificada, o incapacidad con su folio); la pre-nómina la toma en cuenta.',
  olvido: 'Se registra la checada manual con el motivo «Solicitud n.º N», como una corrección hecha a mano; queda en la bitácora.',
  vacaciones: 'Se registran los días de vacaciones y se descuentan de su saldo.',
};
