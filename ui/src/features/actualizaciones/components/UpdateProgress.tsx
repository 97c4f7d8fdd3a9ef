import type { EstadoActualizacionInfo } from '@reloj/contract/actualizaciones';
import { formatDateTime } from '../../../lib/dateTime';
import { isRunning } from '../api/actualizaciones';
import { STEPS, stepOf, text } from '../messages';

type Props = {
  estado: EstadoActualizacionInfo;
  /** The last read failed while the update ran: the daemon is restarting, not broken. */
  unreachable: boolean;
};

/** The last update: its steps while it runs, then whether the new version stayed, was rolled back, or was refused. */
export function UpdateProgress({ estado, unreachable }: Props) {
  if (isRunning(estado)) return <Running estado={estado} unreachable={unreachable} />;
  if (estado.estado === 'instalada')
    return (
      <section className="update-result update-result--ok" role="status" aria-labelledby="update-result-title">
        <h2 id="update-result-title" className="update-result__title">
          {text.installedTitle(estado.version)}
        </h2>
        <p>{text.finishedOn(formatDateTime(estado.fecha))}</p>
      </section>
    );
  const reverted = estado.estado === 'revertida';
  const when = formatDateTime(estado.fecha);
  return (
    <section className="update-result update-result--warn" role="status" aria-labelledby="update-result-title">
      <h2 id="update-result-title" className="update-result__title">
        {reverted ? text.revertedTitle(estado.anterior) : text.refusedTitle}
      </h2>
      {estado.motivo && <p>{reverted ? text.reason(estado.motivo) : estado.motivo}</p>}
      <p className="update-result__when">{reverted ? text.revertedWhen(estado.version, when) : text.refusedWhen(when)}</p>
    </section>
  );
}

function Running({ estado, unreachable }: Props) {
  const current = stepOf[estado.estado];
  const rollingBack = estado.estado === 'revirtiendo';
  return (
    <section className="card update-progress" aria-labelledby="update-progress-title">
      <h2 id="update-progress-title" className="card__title">
        {rollingBack ? text.rollingBack(estado.anterior) : text.progressTitle(estado.version)}
      </h2>
      <div className="update-progress__now" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>{unreachable ? text.restarting : estado.paso}</p>
      </div>
      {unreachable && <p className="update-progress__hint">{text.restartingHint}</p>}
      {!rollingBack && (
        <ol className="update-steps" aria-label={text.steps}>
          {STEPS.map((step, i) => {
            const state = current === undefined || i > current ? 'pending' : i < current ? 'done' : 'current';
            return (
              <li key={step} className={`update-steps__step update-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                {step}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
