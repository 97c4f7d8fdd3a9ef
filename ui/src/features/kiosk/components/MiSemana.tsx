import { useState } from 'react';
import type { MiDia } from '../api/miAsistencia';
import { checadasDe, diaCorto, extraTexto, horasTexto, marcasDe, weekPages } from '../lib/miAsistenciaDias';
import { miText } from '../miAsistenciaText';

type Props = {
  dias: readonly MiDia[];
  hoy: string;
  onJustify: (dia: MiDia) => void;
};

/**
 * The period's days, a week at a time (a quincena has pages): the day, its punches, what the pre-nómina says of it
 * (falta, retardo, missing salida, salida anticipada, rest), the hours worked and overtime, and 'Justificar' where there
 * is something to justify.
 */
export function MiSemana({ dias, hoy, onJustify }: Props) {
  const { pages, current } = weekPages(dias, hoy);
  const [page, setPage] = useState(current);
  const shown = pages[page] ?? [];

  return (
    <section className="mi-week" aria-label={miText.periodo}>
      {pages.length > 1 && (
        <div className="spread-row mi-week__pager">
          <button type="button" className="mi-button mi-button--ghost" onClick={() => setPage(page - 1)} disabled={page === 0}>
            {miText.prevWeek}
          </button>
          <span className="mi-week__page">{miText.weekOf(page + 1, pages.length)}</span>
          <button type="button" className="mi-button mi-button--ghost" onClick={() => setPage(page + 1)} disabled={page === pages.length - 1}>
            {miText.nextWeek}
          </button>
        </div>
      )}
      <ol className="mi-days">
        {shown.map((dia) => {
          const { weekday, date } = diaCorto(dia.fecha);
          const future = dia.fecha > hoy;
          const checadas = checadasDe(dia);
          const extra = extraTexto(dia.horasExtra);
          const isToday = dia.fecha === hoy;
          return (
            <li key={dia.fecha} className={`mi-day${future ? ' mi-day--future' : ''}${isToday ? ' mi-day--today' : ''}`} aria-label={`${weekday} ${date}`}>
              <div className="mi-day__date">
                <span className="mi-day__weekday">{weekday}</span>
                <span className="mi-day__number">{date}</span>
              </div>
              <div className="mi-day__punches">
                {checadas.length > 0
                  ? checadas.map((c, i) => (
                      <span key={i} className={`mi-punch mi-punch--${c.tipo}`}>
                        <span className="mi-punch__arrow" aria-hidden="true">
                          {c.tipo === 'entrada' ? '↘' : '↗'}
                        </span>
                        <span className="visually-hidden">{c.tipo === 'entrada' ? 'Entrada ' : 'Salida '}</span>
                        {c.hora}
                      </span>
                    ))
                  : !future && dia.estado !== 'descanso' && !dia.festivo && <span className="mi-day__none">{miText.noPunches}</span>}
                {future && dia.turno && <span className="mi-day__turno">{dia.turno}</span>}
              </div>
              <div className="mi-day__marks">
                {marcasDe(dia, hoy).map((m) => (
                  <span key={m.text} className={`mi-mark mi-mark--${m.tone}`}>
                    {m.text}
                  </span>
                ))}
              </div>
              <div className="mi-day__hours">
                {!future && <span>{horasTexto(dia.minutosTrabajados)}</span>}
                {extra && <span className="mi-day__extra">{extra}</span>}
              </div>
              <div className="mi-day__action">
                {dia.justificable && !future && (
                  <button type="button" className="mi-button mi-button--small" onClick={() => onJustify(dia)}>
                    {miText.justify}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
