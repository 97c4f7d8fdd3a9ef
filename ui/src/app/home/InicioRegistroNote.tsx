import { dayMonthYear } from '@reloj/contract/dates';

/**
 * Issue 40 item 4: while the box is in its first days, the home page says when the record began and what that means
 * for the days before it (the pre-nómina shows them as 'Sin registro').
 */
export function InicioRegistroNote({ fecha }: { fecha: string }) {
  return (
    <p className="welcome__inicio" role="note">
      <strong>El registro empezó el {dayMonthYear(fecha)}: los días anteriores no cuentan como faltas.</strong> En la pre-nómina aparecen como «Sin registro»:
      el reloj no los paga ni los descuenta, ni quitan bonos; págalos como hasta ahora.
    </p>
  );
}
