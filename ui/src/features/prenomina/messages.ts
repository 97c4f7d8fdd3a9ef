import { INCIDENCIA_LABELS, type IncidenciaTipo } from '@reloj/contract/payroll';
import { formatLongDay, formatRango, formatShortDay } from '../../lib/dateTime';

/** Banner texts of 'Pre-nómina'. */
export const prenominaMessages = {
  punchAdded: (hora: string) => `Checada manual agregada: ${formatLongDay(hora.slice(0, 10))} a las ${hora.slice(11, 16)}.`,
  punchFailed: (reason: string) => `No se pudo agregar la checada: ${reason}`,
  incidenciaAdded: (tipo: IncidenciaTipo, fecha: string) => `Incidencia "${INCIDENCIA_LABELS[tipo]}" agregada el ${formatShortDay(fecha)}.`,
  incidenciaFailed: (reason: string) => `No se pudo agregar la incidencia: ${reason}`,
  incidenciaRemoved: (tipo: IncidenciaTipo, fecha: string) => `Incidencia "${INCIDENCIA_LABELS[tipo]}" del ${formatShortDay(fecha)} quitada.`,
  incidenciaRemoveFailed: (reason: string) => `No se pudo quitar la incidencia: ${reason}`,
  closed: (desde: string, hasta: string) => `Periodo ${formatRango(desde, hasta)} cerrado.`,
  closeFailed: (reason: string) => `No se pudo cerrar el periodo: ${reason}`,
  closeQuestion: (desde: string, hasta: string) => `¿Cerrar el periodo ${formatRango(desde, hasta)}?`,
  closeDetails: (ended: boolean) =>
    `Sus cifras quedarán fijas y ya no se podrán agregar checadas ni incidencias en él.${ended ? '' : ' El periodo todavía no termina.'}`,
  removeIncidenciaQuestion: (tipo: IncidenciaTipo, nombre: string, fecha: string) =>
    `¿Quitar la incidencia "${INCIDENCIA_LABELS[tipo]}" de ${nombre} del ${formatShortDay(fecha)}?`,
};
