import { dayMonthYear } from '@reloj/contract/dates';

/** Issue 40: the card 'Inicio del registro' of 'Reglas de Asistencia' (the box's first day in service). */
export const inicioRegistroText = {
  title: 'Inicio del registro',
  empezo: (fecha: string) => `El registro de asistencia empezó el ${dayMonthYear(fecha)}.`,
  sinFecha: 'Aún no hay registros: el registro de asistencia empezará con la primera checada.',
  explicacion:
    'Antes de esa fecha no hay faltas, retardos, salidas sin checar ni bonos perdidos: en la pre\u2011nómina, la tarjeta y el kiosco esos días salen como «Sin registro». Cada empleado empieza en esta fecha o en su fecha de ingreso, la que sea posterior.',
  primerArranque: (cuando: string) => `Se fijó al arrancar el reloj por primera vez (${cuando}).`,
  primerRegistro: 'Es el día de la primera checada o incidencia registrada.',
  cambiada: (por: string, cuando: string, motivo: string) => `Cambiada por ${por} el ${cuando}. Motivo: ${motivo}`,
  historial: (n: number) => `Fechas anteriores (${n})`,
  // The motivo's own final period is dropped: 'Primer arranque del reloj checador (el reloj, …)'.
  historialFila: (fecha: string, por: string, cuando: string, motivo: string) => `${dayMonthYear(fecha)}: ${motivo.replace(/[.\s]+$/, '')} (${por}, ${cuando})`,
  sistema: 'el reloj',
  cambiar: 'Cambiar fecha',
  fijar: 'Fijar fecha',
  loading: 'Cargando...',
  loadFailed: 'No se pudo leer la fecha de inicio del registro.',
  fecha: 'Fecha de inicio del registro',
  fechaHint: 'Si pones una fecha anterior, los días laborables sin checadas desde ella contarán como faltas.',
  motivo: 'Motivo del cambio',
  motivoPlaceholder: 'Ej. Se empezó a usar el lunes',
  misma: (fecha: string) => `El registro ya empieza el ${dayMonthYear(fecha)}: escribe otra fecha.`,
  guardar: 'Guardar fecha',
  guardando: 'Guardando...',
  cancelar: 'Cancelar',
  saved: (fecha: string) => `Se guardó: el registro de asistencia empezó el ${dayMonthYear(fecha)}.`,
  failed: (reason: string) => `No se guardó la fecha: ${reason}`,
} as const;
