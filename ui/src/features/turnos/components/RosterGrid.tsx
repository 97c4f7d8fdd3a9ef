import { weekday } from '@reloj/contract/dates';
import type { RolTurnos } from '@reloj/contract/turnos';
import { formatRango } from '../../../lib/dateTime';
import { encabezado, fechasDe, type RosterDay, type RosterEmployee } from '../lib/roster';
import { rolText as r } from '../messages';
import { RosterCell } from './RosterCell';

type RosterGridProps = {
  roster: RolTurnos;
  desde: string;
  hasta: string;
  /** The box's today: its column is highlighted. */
  hoy: string;
  onOpen: (empleado: RosterEmployee, dia: RosterDay) => void;
};

/** Employees down, days across: a table whose cells open the day's change dialog. */
export function RosterGrid({ roster, desde, hasta, hoy, onOpen }: RosterGridProps) {
  const fechas = fechasDe(roster, desde, hasta);
  const colClass = (fecha: string, festivo: string | null) =>
    ['roster__day', fecha === hoy ? 'roster__day--hoy' : null, festivo ? 'roster__day--festivo' : null, weekday(fecha) === 1 ? 'roster__day--lunes' : null]
      .filter(Boolean)
      .join(' ');
  return (
    <div className="table-scroll roster-scroll">
      <table className="roster">
        <caption className="visually-hidden">{r.caption(formatRango(desde, hasta))}</caption>
        <thead>
          <tr>
            <th scope="col" className="roster__empleado-head">
              {r.empleado}
            </th>
            {fechas.map(({ fecha, festivo }) => {
              const e = encabezado(fecha);
              return (
                <th key={fecha} scope="col" className={colClass(fecha, festivo)} aria-current={fecha === hoy ? 'date' : undefined}>
                  <span className="roster__weekday">{e.dia}</span>
                  <span className="roster__date">{e.numero}</span>
                  {fecha === hoy && <span className="roster__hoy">{r.hoy}</span>}
                  {festivo && (
                    <span className="roster__festivo" title={festivo}>
                      {festivo}
                    </span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {roster.empleados.map((empleado) => (
            <tr key={empleado.empleadoId}>
              <th scope="row" className="roster__empleado">
                <span className="roster__nombre">{empleado.nombre}</span>
                {empleado.numeroEmpleado && <span className="roster__numero">{empleado.numeroEmpleado}</span>}
              </th>
              {fechas.map(({ fecha, festivo }) => {
                const dia = empleado.dias.find((d) => d.fecha === fecha);
                return (
                  <td key={fecha} className={colClass(fecha, festivo)}>
                    {dia && <RosterCell nombre={empleado.nombre} dia={dia} onOpen={() => onOpen(empleado, dia)} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
