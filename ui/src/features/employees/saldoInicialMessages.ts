import { dayMonthYear } from '@reloj/contract/dates';
import { dias } from './prestacionesMessages';

/** Issue 40: the opening vacation balance in the employee's 'Vacaciones' section. */
export const saldoInicialText = {
  pendiente: 'Saldo inicial pendiente',
  pendienteIntro: (inicio: string) =>
    `Ingresó antes de que el reloj empezara a registrar (${dayMonthYear(inicio)}): registra cuántos días de vacaciones tenía pendientes ese día para ver su saldo.`,
  title: 'Saldo inicial',
  current: (fecha: string, pendientes: number, tomados: number) =>
    `Al ${dayMonthYear(fecha)}: ${dias(pendientes)} pendientes${tomados > 0 ? ` y ${dias(tomados)} ya tomados del año en curso` : ''}.`,
  registrado: (por: string, motivo: string) => `Registrado por ${por}. Motivo: ${motivo}`,
  tag: 'Saldo inicial',
  open: 'Registrar saldo inicial',
  change: 'Cambiar saldo inicial',
  soloAdministrador: 'Solo un administrador puede registrar el saldo inicial.',
  fecha: 'Fecha del saldo',
  forma: 'Días pendientes',
  total: 'Un total',
  porAnio: 'Por año de servicio',
  pendientes: 'Días pendientes en total',
  totalHint: 'Se asignan a los años más antiguos que aún no vencen.',
  anio: (aniversario: string) => `Año que abrió el ${dayMonthYear(aniversario)}`,
  sinAnios: 'A esa fecha aún no cumplía un año de servicio.',
  tomados: 'Días ya tomados del año en curso (opcional)',
  motivo: 'Motivo',
  motivoHint: 'Por ejemplo: «Saldo al instalar el reloj, según la nómina anterior».',
  save: 'Guardar saldo inicial',
  cancel: 'Cancelar',
  savedShort: 'Se guardó el saldo inicial de vacaciones.',
  failed: (reason: string) => `No se guardó el saldo inicial: ${reason}`,
  notANumber: 'Escribe un número entero de días (0 o más).',
} as const;
