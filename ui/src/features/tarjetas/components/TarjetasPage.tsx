import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import { LoadError } from '../../../components/LoadError';
import { errorMessage } from '../../../lib/errorMessage';
import { usePrenomina } from '../../../api/prenomina';
import { usePeriodParams } from '../../../lib/usePeriodParams';
import { useReglas } from '../../../api/reglas';
import { periodText } from '@reloj/contract/tarjeta';
import { Tarjeta } from './Tarjeta';
import '../tarjetas.css';

/**
 * 'Tarjetas de asistencia' (/admin/prenomina/tarjetas?desde=&hasta=&sucursal=&empleado=): one printable card per
 * employee of the pre-nómina's period, one carta sheet each, outside the admin layout so that only the cards print.
 */
export function TarjetasPage() {
  const reglas = useReglas();
  const reglasForPeriod = reglas.data ?? (reglas.isError ? DEFAULT_REGLAS : undefined);
  const { rango, sucursal } = usePeriodParams(reglasForPeriod);
  const empleado = useSearchParams()[0].get('empleado');
  const prenomina = usePrenomina(rango ? { desde: rango.desde, hasta: rango.hasta, sucursal } : null);

  const data = prenomina.data && rango && prenomina.data.desde === rango.desde && prenomina.data.hasta === rango.hasta ? prenomina.data : undefined;
  const rows = (data?.empleados ?? []).filter((r) => !empleado || String(r.empleadoId) === empleado);
  const period = rango ? periodText(rango.desde, rango.hasta) : '';

  const back = new URLSearchParams(rango ? { desde: rango.desde, hasta: rango.hasta } : {});
  if (sucursal) back.set('sucursal', sucursal);

  // The browser offers the title as the PDF's file name.
  useEffect(() => {
    if (!period) return;
    const previous = document.title;
    document.title = `Tarjetas de asistencia - ${period}`;
    return () => {
      document.title = previous;
    };
  }, [period]);

  return (
    <div className="sheet-page tarjetas">
      <div className="sheet-page__toolbar">
        <div className="tarjetas__heading">
          <h1 className="tarjetas__title">Tarjetas de asistencia</h1>
          <p className="tarjetas__subtitle">
            {period}
            {data && <span className="tarjetas__count"> · {rows.length === 1 ? '1 empleado' : `${rows.length} empleados`}</span>}
          </p>
        </div>
        <div className="tarjetas__actions">
          <Link className="button button--secondary" to={`/admin/prenomina?${back.toString()}`}>
            Volver a Pre-nómina
          </Link>
          <button type="button" className="button button--primary" disabled={rows.length === 0} onClick={() => window.print()}>
            Imprimir
          </button>
        </div>
      </div>

      {prenomina.isError ? (
        <p className="sheet-page__status">
          <LoadError error={errorMessage(prenomina.error, 'No se pudo calcular la pre-nómina.')} onRetry={() => void prenomina.refetch()} />
        </p>
      ) : !data || !rango ? (
        <p className="sheet-page__status">Cargando...</p>
      ) : rows.length === 0 ? (
        <p className="sheet-page__status">No hay empleados activos durante el periodo.</p>
      ) : (
        rows.map((row) => (
          <Tarjeta
            key={row.empleadoId}
            row={row}
            desde={rango.desde}
            hasta={rango.hasta}
            empresa={reglas.data?.nombreEmpresa ?? ''}
            registro={data?.registro ?? null}
            cerrado={data?.version != null}
          />
        ))
      )}
    </div>
  );
}
