import { dayMonthYear } from '@reloj/contract/dates';
import type { AguinaldoEmpleado } from '@reloj/contract/prestaciones';
import { useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Column } from '../../../components/DataTable';
import { labelled } from '../../../components/cellLabel';
import { ListTable } from '../../../components/ListTable';
import { now } from '../../../lib/clock';
import { localDate } from '../../../lib/dateTime';
import { loadStatus } from '../../../lib/loadStatus';
import { formatMoney } from '../../../lib/money';
import { saveDownload } from '../../../lib/saveDownload';
import { aguinaldoExcelUrl, useAguinaldo } from '../api/aguinaldo';
import { aguinaldoText as t } from '../messages';
import { PageHeader } from '../../../components/PageHeader';
import '../aguinaldo.css';

const c = t.columns;
const twoDecimals = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const columns: Column<AguinaldoEmpleado>[] = [
  {
    header: c.empleado,
    cell: (e) => (
      <span className="ag-name">
        <span className="cell-name">{e.nombre}</span>
        {e.numeroEmpleado && <span className="ag-number">No. {e.numeroEmpleado}</span>}
      </span>
    ),
  },
  { header: c.sucursal, cell: (e) => labelled(c.sucursal, e.sucursal ?? '—') },
  { header: c.desde, cell: (e) => labelled(c.desde, dayMonthYear(e.desde)) },
  { header: c.hasta, cell: (e) => labelled(c.hasta, dayMonthYear(e.hasta)) },
  {
    header: c.diasContados,
    align: 'end',
    cell: (e) =>
      labelled(
        c.diasContados,
        <span className="ag-dias" title={e.diasDescontados > 0 ? t.descontados(e.diasDescontados) : undefined}>
          {e.diasContados}
          {e.diasDescontados > 0 && <span className="ag-descontados">{t.descontados(e.diasDescontados)}</span>}
        </span>,
      ),
  },
  { header: c.diasAguinaldo, align: 'end', cell: (e) => labelled(c.diasAguinaldo, twoDecimals.format(e.diasProporcionales)) },
  { header: c.salarioDiario, align: 'end', cell: (e) => labelled(c.salarioDiario, <span className="cell-money">{formatMoney(e.salarioDiario)}</span>) },
  { header: c.importe, align: 'end', cell: (e) => labelled(c.importe, <span className="cell-money ag-importe">{formatMoney(e.importe)}</span>) },
];

/**
 * 'Aguinaldo' (/admin/aguinaldo, issue 31): the year's aguinaldo per employee (LFT art. 87) with its total, the
 * reminder that it is paid before 20 December, and the Excel download. The year is in the address (?anio=).
 */
export function AguinaldoPage() {
  const thisYear = Number(localDate(now()).slice(0, 4));
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('anio'));
  const anio = Number.isInteger(asked) && asked >= 2020 && asked <= 2100 ? asked : thisYear;
  const aguinaldo = useAguinaldo(anio);
  const data = aguinaldo.data?.anio === anio ? aguinaldo.data : undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const years = Array.from(
    { length: Math.min(2100, Math.max(anio, thisYear) + 1) - Math.max(2020, Math.min(anio, thisYear) - 5) + 1 },
    (_, i) => Math.max(2020, Math.min(anio, thisYear) - 5) + i,
  );

  const chooseYear = (year: number) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (year === thisYear) next.delete('anio');
        else next.set('anio', String(year));
        return next;
      },
      { replace: true },
    );

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFailure(null);
    saveDownload(aguinaldoExcelUrl(anio)).catch((error: Error) => setFailure(t.downloadFailed(error.message)));
  };

  return (
    <div className="page page--wide">
      <PageHeader title={t.title} description={t.description} />
      <p className="notice ag-reminder">{t.reminder}</p>
      <section className="card card--flush ag-card" aria-labelledby="aguinaldo-list-title">
        <div className="card__header ag-header">
          <h2 id="aguinaldo-list-title" className="card__title">
            {t.listTitle(anio)}
          </h2>
          <div className="ag-tools">
            <label className="ag-year">
              <span className="ag-year__label">{t.anio}</span>
              <select className="input ag-year__select" value={String(anio)} onChange={(e) => chooseYear(Number(e.target.value))}>
                {years.map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
              </select>
            </label>
            <a className="button button--small button--secondary" href={aguinaldoExcelUrl(anio)} download onClick={download}>
              {t.download}
            </a>
          </div>
        </div>
        {failure && (
          <p className="table-notice ag-failure" role="alert">
            {failure}
          </p>
        )}
        {data && <p className="ag-reglas">{t.reglas(data.diasAguinaldo, data.descuentaFaltas, data.faltasDesde, data.anio)}</p>}
        <ListTable
          caption={t.listTitle(anio)}
          columns={columns}
          rows={data?.empleados ?? []}
          rowKey={(e) => e.empleadoId}
          compact
          cards
          stackUpTo={960}
          status={data ? 'ready' : loadStatus(aguinaldo) === 'error' ? 'error' : 'loading'}
          error={aguinaldo.error?.message}
          onRetry={() => void aguinaldo.refetch()}
          loading={t.loading}
          empty={t.empty}
        />
        {data && data.empleados.length > 0 && (
          <p className="ag-total">
            <span>{t.total}</span>
            <strong className="cell-money">{formatMoney(data.total)}</strong>
          </p>
        )}
      </section>
    </div>
  );
}
