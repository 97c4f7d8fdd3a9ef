import { dayMonthYear } from '@reloj/contract/dates';
import { useState } from 'react';
import { useCurrentUser } from '../../../api/authState';
import { DataTable, type Column } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/errorMessage';
import type { VacacionesAnio } from '@reloj/contract/prestaciones';
import { useVacaciones } from '../api/vacaciones';
import { vacacionesText as t } from '../prestacionesMessages';
import { saldoInicialText as s } from '../saldoInicialMessages';
import { SaldoInicialForm } from './SaldoInicialForm';
import '../prestaciones.css';
import '../saldoInicial.css';

const columns: Column<VacacionesAnio>[] = [
  {
    header: t.aniversario,
    cell: (a) => (
      <span className="vacaciones__aniversario">
        {dayMonthYear(a.aniversario)}
        <span className="vacaciones__anio">{t.anioServicio(a.anioServicio)}</span>
        {a.saldoInicial && <span className="tag tag--saldo-inicial">{s.tag}</span>}
      </span>
    ),
  },
  { header: t.dias, align: 'end', cell: (a) => a.dias },
  { header: t.tomados, align: 'end', cell: (a) => a.tomados },
  {
    header: t.pendientes,
    align: 'end',
    cell: (a) => (
      <span className="vacaciones__pendientes">
        {a.pendientes}
        {a.vencidos && a.pendientes > 0 && (
          <span className="tag tag--vencidos" title={t.vencidosTitle}>
            {t.vencidos}
          </span>
        )}
      </span>
    ),
  },
];

/**
 * The 'Vacaciones' section of the employee's edit dialog (issue 31): each year of service whose anniversary has come,
 * its days (LFT art. 76), taken and pending, and pending days more than 18 months old flagged in red (art. 81).
 * Issue 40: for an employee hired before the record's start, the 'Saldo inicial' (what was owed that day) and its form;
 * without it, 'Saldo inicial pendiente' instead of a number. Only an administrador records it (the daemon answers 403 to
 * a gerente): a gerente reads it and is told whom to ask.
 */
export function VacacionesSection({ employeeId }: { employeeId: number }) {
  const vacaciones = useVacaciones(employeeId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const admin = useCurrentUser()?.rol === 'administrador';
  const data = vacaciones.data;
  const vencidos = data?.anios.some((a) => a.vencidos && a.pendientes > 0) ?? false;
  return (
    <section className="vacaciones" aria-labelledby={`vacaciones-${employeeId}`}>
      <h3 id={`vacaciones-${employeeId}`} className="vacaciones__title">
        {t.section}
      </h3>
      {vacaciones.isError ? (
        <p className="vacaciones__status">{t.failed(errorMessage(vacaciones.error, 'Revisa la conexión con el servidor.'))}</p>
      ) : !data ? (
        <p className="vacaciones__status">{t.loading}</p>
      ) : (
        <>
          <p className="vacaciones__intro">{t.intro(data.fechaCorte)}</p>
          {data.anios.length > 0 && (
            <DataTable caption={t.section} columns={columns} rows={data.anios} rowKey={(a) => a.anioServicio} compact placeholder={t.none} />
          )}
          {data.pendientes === null ? (
            <p className="vacaciones__total vacaciones__total--pendiente">
              <strong>{s.pendiente}</strong>
              {data.inicioRegistro && <span className="vacaciones__status"> {s.pendienteIntro(data.inicioRegistro)}</span>}
            </p>
          ) : (
            <p className={`vacaciones__total${data.pendientes < 0 ? ' vacaciones__total--adelantadas' : ''}`}>
              {data.anios.length === 0 && data.pendientes === 0 ? t.none : t.total(data.pendientes)}
            </p>
          )}
          {vencidos && <p className="vacaciones__vencidos">{t.vencidosTitle}.</p>}
          <p className="vacaciones__status">{t.enCurso(data.anioEnCurso.anioServicio, data.anioEnCurso.aniversario, data.anioEnCurso.proporcionales)}</p>
          {(data.saldoInicial || data.saldoInicialPendiente) && (
            <div className="saldo-inicial">
              <h4 className="vacaciones__title">{s.title}</h4>
              {data.saldoInicial && (
                <p className="vacaciones__status">
                  {s.current(data.saldoInicial.fecha, data.saldoInicial.pendientes, data.saldoInicial.tomadosAnioEnCurso)}{' '}
                  {s.registrado(data.saldoInicial.registradoPor, data.saldoInicial.motivo)}
                </p>
              )}
              {saved && !editing && (
                <p className="vacaciones__status" role="status">
                  {s.savedShort}
                </p>
              )}
              {!admin ? (
                <p className="vacaciones__status">{s.soloAdministrador}</p>
              ) : editing ? (
                <SaldoInicialForm
                  employeeId={employeeId}
                  vacaciones={data}
                  onDone={(ok) => {
                    setEditing(false);
                    setSaved(ok);
                  }}
                />
              ) : (
                <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)}>
                  {data.saldoInicial ? s.change : s.open}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
