import type { ChecadaDespuesDelCierre } from '@reloj/contract/prenomina';
import { formatShortDay } from '../../../lib/dateTime';
import { CardHeader } from '../../../components/CardHeader';

type LatePunchesCardProps = {
  checadas: readonly ChecadaDespuesDelCierre[];
  /** Opens the incidencia dialog on the next period for this punch. */
  onCarry: (checada: ChecadaDespuesDelCierre) => void;
  /** Opens the 'Reabrir periodo' dialog; absent for the roles that cannot reopen. */
  onReopen?: () => void;
};

const TIPO = { entrada: 'Entrada', salida: 'Salida' } as const;

/** 'YYYY-MM-DDTHH:MM' → 'jue 12 de mar, 09:00' */
const dayAndTime = (hora: string) => `${formatShortDay(hora.slice(0, 10))}, ${hora.slice(11, 16)}`;

/**
 * 'Checadas después del cierre' (issue 29): kiosk punches of a closed period's days stored after it was closed. They are
 * not in its figures; each can be carried to the next period as an incidencia.
 */
export function LatePunchesCard({ checadas, onCarry, onReopen }: LatePunchesCardProps) {
  return (
    <section className="card card--flush pn-late" aria-labelledby="pn-late-title">
      <CardHeader id="pn-late-title" title="Checadas después del cierre" count={checadas.length} />
      <p className="pn-late__explain">
        Se guardaron después de cerrar el periodo: no cuentan en sus cifras.{' '}
        {onReopen ? (
          <>
            <button type="button" className="pn-late__reopen" onClick={onReopen}>
              Reábrelo
            </button>{' '}
            o pásalas
          </>
        ) : (
          'Reábrelo o pásalas'
        )}{' '}
        al siguiente periodo como incidencia.
      </p>
      <ul className="pn-late__list" aria-label="Checadas después del cierre">
        {checadas.map((c) => (
          <li key={c.id} className="spread-row pn-late__item">
            <div className="pn-late__facts">
              <strong className="pn-late__name">{c.nombre}</strong>
              <span>
                {TIPO[c.tipo]} · {dayAndTime(c.hora)}
                {c.sucursal && <span className="pn-late__branch"> · {c.sucursal}</span>}
              </span>
            </div>
            <button
              type="button"
              className="button button--small button--secondary"
              aria-label={`Pasar al siguiente periodo: ${TIPO[c.tipo]} de ${c.nombre}, ${dayAndTime(c.hora)}`}
              onClick={() => onCarry(c)}
            >
              Pasar al siguiente periodo
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
