import { INCIDENCIA_LABELS, type IncidenciaTipo } from '@reloj/contract/incidencias';
import { formatLongDay, formatRango, formatShortDay } from '../../lib/dateTime';

const spanishList = (items: readonly string[]) => new Intl.ListFormat('es-MX', { type: 'conjunction' }).format(items);

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
  closeDetails: 'Sus cifras quedarán fijas y ya no se podrán agregar checadas ni incidencias en él.',
  closeEarlyQuestion: (desde: string, hasta: string) => `¿Cerrar el periodo ${formatRango(desde, hasta)} antes de que termine?`,
  closeEarlyDays: (porVenir: readonly string[]) =>
    `${porVenir.length === 1 ? 'Falta 1 día' : `Faltan ${porVenir.length} días`}, contando hoy: ${spanishList(porVenir.map(formatShortDay))}. Las checadas de esos días no contarán en este periodo.`,
  closeEarlyPending: (nombres: readonly string[]) =>
    nombres.length === 0
      ? 'Nadie tiene checadas pendientes en el periodo.'
      : `${nombres.length === 1 ? 'Le falta' : 'Les falta'} una checada de salida a: ${spanishList(nombres)}. Agrégala antes de cerrar o quedará así.`,
  removeIncidenciaQuestion: (tipo: IncidenciaTipo, nombre: string, fecha: string) =>
    `¿Quitar la incidencia "${INCIDENCIA_LABELS[tipo]}" de ${nombre} del ${formatShortDay(fecha)}?`,
};

/** Texts of the 'Reabrir periodo' dialog (issue 29). */
export const reopenText = {
  button: 'Reabrir periodo',
  title: 'Reabrir periodo',
  explain: (version: number) =>
    `Las cifras se podrán cambiar otra vez y se calcularán de nuevo con todas las checadas; la versión ${version} cerrada se conserva tal como quedó.`,
  field: 'Motivo de la reapertura',
  placeholder: 'Ej. Faltaron checadas del jueves de un kiosco sin conexión',
  submit: 'Reabrir periodo',
  busy: 'Reabriendo...',
  failed: 'No se pudo reabrir el periodo.',
  reopened: (desde: string, hasta: string) => `Periodo ${formatRango(desde, hasta)} reabierto: sus cifras se calculan de nuevo.`,
};
