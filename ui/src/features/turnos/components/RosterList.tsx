import type { RolTurnos } from '@reloj/contract/turnos';
import { formatDayMonth } from '../../../lib/dateTime';
import { capitalize } from '../../../lib/text';
import { fechasDe, type RosterDay, type RosterEmployee } from '../lib/roster';
import { rolText as r } from '../messages';
import { RosterCell } from './RosterCell';

type RosterListProps = {
  roster: RolTurnos;
  desde: string;
  hasta: string;
  hoy: string;
  onOpen: (empleado: RosterEmployee, dia: RosterDay) => void;
};

/** The roster on a phone: one section per day ('Lunes, 9 de marzo'), each employee's turno under it. */
export function RosterList({ roster, desde, hasta, hoy, onOpen }: RosterListProps) {
  return (
    <div className="roster-list">
      {fechasDe(roster, desde, hasta).map(({ fecha, festivo }) => (
        <section key={fecha} className={`roster-list__day${fecha === hoy ? ' roster-list__day--hoy' : ''}`} aria-labelledby={`roster-day-${fecha}`}>
          <h3 id={`roster-day-${fecha}`} className="roster-list__title">
            {capitalize(formatDayMonth(fecha))}
            {fecha === hoy && <span className="roster__hoy">{r.hoy}</span>}
          </h3>
          {festivo && <p className="roster-list__festivo">{`${r.festivo}: ${festivo}`}</p>}
          <ul className="roster-list__people">
            {roster.empleados.map((empleado) => {
              const dia = empleado.dias.find((d) => d.fecha === fecha);
              return (
                dia && (
                  <li key={empleado.empleadoId} className="roster-list__person">
                    <span className="roster-list__name">{empleado.nombre}</span>
                    <RosterCell nombre={empleado.nombre} dia={dia} onOpen={() => onOpen(empleado, dia)} />
                  </li>
                )
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
