import { dayMonthYear } from '@reloj/contract/dates';

/**
 * Issue 40 item 4: the period that holds the box's first day in service says so: the days before it are 'Sin
 * registro' (nobody could punch), neither paid by the box nor docked, and they cost no bono.
 */
export function InicioRegistroNotice({ fecha }: { fecha: string }) {
  return (
    <p className="notice pn-notice" role="note">
      El registro empezó el {dayMonthYear(fecha)}: los días anteriores aparecen como «Sin registro». No cuentan como faltas ni quitan bonos, y el reloj no los
      paga ni los descuenta; el séptimo día de esa semana se paga en proporción a los días registrados (LFT art. 72).
    </p>
  );
}
