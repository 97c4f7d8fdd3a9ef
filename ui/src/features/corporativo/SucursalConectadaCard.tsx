import { useId } from 'react';
import { formatDateTime } from '../../lib/dateTime';
import { useCorporativo } from './corporativoApi';

/**
 * 'Sucursal conectada' on the home page (administrators, issue 17): whether the box reaches headquarters, how many
 * events wait to be sent and when the last one was acknowledged. Nothing on a box without headquarters.
 */
export function SucursalConectadaCard({ enabled }: { enabled: boolean }) {
  const id = useId();
  const { data } = useCorporativo(enabled);
  if (!enabled || !data?.configurado) return null;
  const { conectado, pendientes, ultimoAcuse, error } = data;
  const calm = conectado && pendientes === 0;
  return (
    <section className={`card attention attention--${conectado ? 'ok' : 'warn'}`} aria-labelledby={id}>
      <header className="spread-row attention__header">
        <h2 id={id} className="attention__title">
          Sucursal conectada
        </h2>
        <span className="attention__count" aria-hidden="true">
          {calm ? '✓' : pendientes.toLocaleString('es-MX')}
        </span>
      </header>
      <p className="attention__summary">
        <strong>{conectado ? 'Conectada' : 'Sin conexión con el corporativo'}</strong>
        {data.caja && (
          <>
            {' '}
            · clave en el corporativo <code className="attention__code">{data.caja}</code>
          </>
        )}
      </p>
      <ul className="attention__list" aria-label="Envío al corporativo">
        <li className="attention__item">
          <span className="attention__name">Eventos pendientes</span>
          <span className="attention__detail">{pendientes.toLocaleString('es-MX')}</span>
        </li>
        <li className="attention__item">
          <span className="attention__name">Último acuse</span>
          <span className="attention__detail">{ultimoAcuse ? formatDateTime(ultimoAcuse) : 'Aún ninguno'}</span>
        </li>
      </ul>
      {!conectado && error && <p className="attention__more">{error}</p>}
    </section>
  );
}
