import { textoSobre } from '../lib/contrast';
import { cellName, horasCortas, type RosterDay } from '../lib/roster';
import { rolText as r } from '../messages';

/** One day of one employee: the turno's code and hours on its colour, 'Descanso', or 'Sin turno'; a one-day change marked. */
export function RosterCell({ nombre, dia, onOpen }: { nombre: string; dia: RosterDay; onOpen: () => void }) {
  const worked = !dia.descanso && dia.codigo;
  const style = worked && dia.color ? { background: dia.color, color: textoSobre(dia.color) } : undefined;
  const kind = dia.descanso ? 'roster-cell--descanso' : worked ? 'roster-cell--turno' : 'roster-cell--vacio';
  return (
    <button
      type="button"
      className={`roster-cell ${kind}${dia.cambio ? ' roster-cell--cambio' : ''}`}
      style={style}
      aria-label={cellName(nombre, dia)}
      title={cellName(nombre, dia)}
      onClick={onOpen}
    >
      {dia.descanso ? (
        <span className="roster-cell__codigo">{r.descanso}</span>
      ) : worked ? (
        <>
          <span className="roster-cell__codigo">{dia.codigo}</span>
          <span className="roster-cell__horas">{horasCortas(dia.segmentos)}</span>
        </>
      ) : (
        <span className="roster-cell__codigo">{r.sinAsignar}</span>
      )}
      {dia.cambio && (
        <span className="roster-cell__cambio" aria-hidden="true">
          ✎
        </span>
      )}
    </button>
  );
}
