import { useSearchParams } from 'react-router-dom';
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import { LoadError } from '../../../components/LoadError';
import { PrintToolbar } from '../../../components/PrintToolbar';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
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

  useDocumentTitle(period ? `Tarjetas de asistencia - ${period}` : null);

  return (
    <div className="sheet-page tarjetas">
      <PrintToolbar
        back={`/admin/prenomina?${back.toString()}`}
        backLabel="Volver a Pre-nómina"
        printLabel="Imprimir"
        canPrint={rows.length > 0}
        actionsClassName="tarjetas__actions"
        heading={
          <div className="tarjetas__heading">
            <h1 className="tarjetas__title">Tarjetas de asistencia</h1>
            <p className="tarjetas__subtitle">
              {period}
              {data && <span className="tarjetas__count"> · {rows.length === 1 ? '1 empleado' : `${rows.length} empleados`}</span>}
            </p>
          </div>
        }
      />

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
