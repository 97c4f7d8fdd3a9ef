import { MOTIVOS_RECHAZO, type Reconocimiento } from '@reloj/contract/reconocimiento';
import { MOTIVO_LABELS, formatCount, formatShare } from '../messages';
import { BarList } from './BarList';

type Totales = Reconocimiento['totales'];

function Stat({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className={`card rc-stat${detail ? '' : ' rc-stat--solo'}`}>
      <span className="rc-stat__label">{label}</span>
      <span className="rc-stat__value">{formatCount(value)}</span>
      {detail && <span className="rc-stat__detail">{detail}</span>}
    </div>
  );
}

/**
 * Attempts, punches and refusals of the period, and the refusals by reason in the kiosk's words; 'Posible suplantación'
 * leads to the list of those attempts with their photos (`suplantacionHref`, issue 45).
 */
export function SummaryCards({ totales, suplantacionHref }: { totales: Totales; suplantacionHref?: string }) {
  const { intentos, checadas, rechazados, porMotivo, vivacidadDudosa } = totales;
  const dudosa = vivacidadDudosa > 0 ? ` · ${formatCount(vivacidadDudosa)} con prueba de vida dudosa` : '';
  return (
    <div className="rc-summary">
      <div className="rc-stats">
        <Stat label="Intentos" value={intentos} detail="Fotos en que el kiosco buscó un rostro" />
        <Stat label="Checadas" value={checadas} detail={intentos > 0 ? `${formatShare(checadas, intentos)} de los intentos${dudosa}` : undefined} />
        <Stat label="Rechazados" value={rechazados} detail={intentos > 0 ? `${formatShare(rechazados, intentos)} de los intentos` : undefined} />
      </div>
      <section className="card rc-reasons" aria-label="Rechazados por motivo">
        <h2 className="card__title">Rechazados por motivo</h2>
        <BarList
          label="Rechazados por motivo"
          rows={MOTIVOS_RECHAZO.map((m) => ({
            key: m,
            label: MOTIVO_LABELS[m],
            value: porMotivo[m],
            href: m === 'spoof_suspected' && porMotivo[m] > 0 ? suplantacionHref : undefined,
          }))}
          format={formatCount}
        />
      </section>
    </div>
  );
}
