import type { ReactNode } from 'react';
import { periodContaining, type Periodo, type Rango } from '@reloj/contract/periodos';
import type { Reglas } from '@reloj/contract/reglas';
import { datesBetween } from '@reloj/contract/dates';
import type { Sucursal } from '@reloj/contract/catalogues';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { BranchFilter } from '../../../components/BranchFilter';
import { formatDateTime, formatRango, localDate } from '../../../lib/dateTime';
import { prenominaMessages as m, reopenText } from '../messages';

type PeriodBarProps = {
  rango: Rango;
  reglas: Pick<Reglas, 'periodo' | 'inicioSemana'>;
  isCurrent: boolean;
  /** The saved period with exactly these dates; null when it was never saved; undefined while loading. */
  periodo: Periodo | null | undefined;
  sucursal: string;
  sucursales: readonly Pick<Sucursal, 'id' | 'nombre'>[];
  closing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCurrent: () => void;
  onSucursal: (id: string) => void;
  /**
   * Closes the period; `anticipado` when its last day is not over yet (the daemon refuses that without it). Absent for
   * the roles that cannot close (only an administrador closes: the daemon answers 403 to the others).
   */
  onClose?: (anticipado: boolean) => void;
  /** Names of the employees with a missing salida in the period, listed before an early close. */
  pendientes: readonly string[];
  /** The period's files (Excel, incidencias for the payroll program, time cards), on the bar's last line. */
  downloads?: ReactNode;
  /** Opens the 'Reabrir periodo' dialog of a closed period; absent for the roles that cannot reopen (issue 29). */
  onReopen?: () => void;
};

const KIND: Record<Reglas['periodo'], string> = { semanal: 'Semana', catorcenal: 'Catorcena', quincenal: 'Quincena' };

/** Which period is shown, moving to the previous or next one, the branch filter, whether the period is closed, and its files. */
export function PeriodBar(props: PeriodBarProps) {
  const { rango, reglas, isCurrent, periodo, sucursal, sucursales, closing, onPrevious, onNext, onCurrent, onSucursal, onClose, pendientes, downloads } = props;
  const version = periodo?.versiones.at(-1)?.version ?? 1;
  const natural = periodContaining(rango.desde, reglas);
  const kind = natural.desde === rango.desde && natural.hasta === rango.hasta ? KIND[reglas.periodo] : 'Periodo';
  const closed = periodo?.estado === 'cerrado';
  const hoy = localDate();
  const ended = rango.hasta < hoy;
  const porVenir = ended ? [] : datesBetween(rango.desde > hoy ? rango.desde : hoy, rango.hasta);

  return (
    <section className="card pn-period" aria-label="Periodo">
      <div className="spread-row pn-period__nav">
        <button type="button" className="button button--secondary pn-period__step" aria-label="Periodo anterior" onClick={onPrevious}>
          <span aria-hidden="true">‹</span> <span className="pn-period__long">Periodo anterior</span>
          <span className="pn-period__short">Anterior</span>
        </button>
        <div className="pn-period__current">
          <span className="pn-period__kind">
            {kind}
            {isCurrent && ' actual'}
          </span>
          <h2 className="pn-period__range">{formatRango(rango.desde, rango.hasta)}</h2>
        </div>
        <button type="button" className="button button--secondary pn-period__step" aria-label="Periodo siguiente" onClick={onNext}>
          <span className="pn-period__long">Periodo siguiente</span>
          <span className="pn-period__short">Siguiente</span> <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="spread-row pn-period__meta">
        <div className="pn-period__state" role="status" aria-label="Estado del periodo">
          {periodo === undefined ? null : closed ? (
            <>
              <span className="pill pn-status--closed">Cerrado</span>
              <span className="pn-period__explain">
                {periodo.cerradoEn ? `El ${formatDateTime(periodo.cerradoEn)}` : 'Cerrado'}
                {periodo.cerradoPor ? ` por ${periodo.cerradoPor}` : ''}
                {version > 1 ? ` (versión ${version})` : ''}. Las cifras quedaron fijas: ya no se agregan checadas ni incidencias.
              </span>
            </>
          ) : periodo ? (
            <>
              <span className="pill tone-ok">Abierto</span>
              <span className="pn-period__explain">Guardado; las cifras cambian con cada checada o incidencia hasta que se cierre.</span>
            </>
          ) : (
            <>
              <span className="pill tone-ok">Abierto</span>
              <span className="pn-period__explain">Sin guardar; las cifras cambian con cada checada o incidencia hasta que se cierre.</span>
            </>
          )}
        </div>
        <div className="pn-period__tools">
          {!isCurrent && (
            <button type="button" className="button button--small button--secondary" onClick={onCurrent}>
              Ir al periodo actual
            </button>
          )}
          <BranchFilter className="pn-period__branch" sucursales={sucursales} value={sucursal} onChange={onSucursal} />
          {closed && props.onReopen && (
            <button type="button" className="button button--small button--secondary pn-period__reopen" onClick={props.onReopen}>
              {reopenText.button}
            </button>
          )}
          {periodo !== undefined && !closed && onClose && (
            <ConfirmButton
              className="button button--small button--danger pn-period__close"
              question={ended ? m.closeQuestion(rango.desde, rango.hasta) : m.closeEarlyQuestion(rango.desde, rango.hasta)}
              details={
                ended ? (
                  m.closeDetails
                ) : (
                  <>
                    <p>{m.closeEarlyDays(porVenir)}</p>
                    <p>{m.closeEarlyPending(pendientes)}</p>
                    <p>{m.closeDetails}</p>
                  </>
                )
              }
              confirmLabel={ended ? 'Sí, cerrar periodo' : 'Sí, cerrar antes'}
              disabled={closing}
              aria-busy={closing}
              onConfirm={() => onClose(!ended)}
            >
              {closing ? 'Cerrando...' : 'Cerrar periodo'}
            </ConfirmButton>
          )}
        </div>
      </div>
      {downloads && <div className="pn-period__downloads">{downloads}</div>}
    </section>
  );
}
