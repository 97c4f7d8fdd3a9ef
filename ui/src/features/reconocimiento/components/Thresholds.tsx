import type { Reconocimiento } from '@reloj/contract/reconocimiento';
import { LIVENESS_MODES, formatScore, reconocimientoText as t } from '../messages';

/** The thresholds in force, as the face engine applies them at the kiosk. */
export function Thresholds({ umbrales }: { umbrales: Reconocimiento['umbrales'] }) {
  const { coincidencia, margen, vivacidad } = umbrales;
  return (
    <section className="card rc-thresholds" aria-labelledby="rc-thresholds-title">
      <h2 id="rc-thresholds-title" className="card__title">
        Umbrales actuales
      </h2>
      <dl className="rc-thresholds__list">
        <div>
          <dt>Coincidencia mínima</dt>
          <dd className="rc-thresholds__value">{formatScore(coincidencia)}</dd>
          <dd className="rc-muted">Puntuación que necesita un rostro para reconocerse (de 0 a 1).</dd>
          <dd className="rc-thresholds__explain">{t.coincidenciaExplain}</dd>
        </div>
        <div>
          <dt>Margen mínimo</dt>
          <dd className="rc-thresholds__value">{formatScore(margen)}</dd>
          <dd className="rc-muted">Ventaja sobre el siguiente empleado más parecido.</dd>
          <dd className="rc-thresholds__explain">{t.margenExplain}</dd>
        </div>
        <div>
          <dt>Prueba de vida</dt>
          <dd className="rc-thresholds__value">{formatScore(vivacidad.umbral)}</dd>
          <dd className="rc-muted">{LIVENESS_MODES[vivacidad.modo]}.</dd>
        </div>
      </dl>
    </section>
  );
}
