import { Fragment } from 'react';
import type { Rango } from '@reloj/contract/periodos';
import type { VistaPrevia } from '@reloj/contract/exportacion';
import { ApiError } from '../../../lib/api';
import { formatRango } from '../../../lib/dateTime';
import { exportacionMessages as m } from '../messages';
import { IconButton } from '../../../components/IconButton';

type VistaPreviaCardProps = {
  rango: Rango | null;
  isCurrent: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCurrent: () => void;
  encabezados: boolean;
  preview: VistaPrevia | undefined;
  error: unknown;
  /** A newer preview is on its way (the lines shown are the previous one's). */
  stale: boolean;
};

/** A line as it is in the file, each tab shown as '⇥' between spaces. */
function Line({ text }: { text: string }) {
  const parts = text.split('\t');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <span className="ex-tab" title="Tabulador">
              {' ⇥ '}
            </span>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The first lines of the file the profile on screen writes for a pre-nómina period. */
export function VistaPreviaCard({ rango, isCurrent, onPrevious, onNext, onCurrent, encabezados, preview, error, stale }: VistaPreviaCardProps) {
  const refused = error instanceof ApiError && (error.status === 400 || error.status === 422);
  return (
    <section className="card card--flush ex-card ex-preview ex-area--preview" aria-labelledby="ex-preview-title">
      <div className="card__header ex-preview__header">
        <h2 id="ex-preview-title" className="card__title">
          Vista previa
        </h2>
        {rango && (
          <div className="ex-period" role="group" aria-label="Periodo de la vista previa">
            <IconButton label="Periodo anterior" symbol="‹" className="ex-period__step" onClick={onPrevious} />
            <span className="ex-period__range">
              {formatRango(rango.desde, rango.hasta)}
              {isCurrent && <span className="ex-period__current"> (periodo actual)</span>}
            </span>
            <IconButton label="Periodo siguiente" symbol="›" className="ex-period__step" onClick={onNext} />
            {!isCurrent && (
              <button type="button" className="button button--small button--secondary" onClick={onCurrent}>
                Periodo actual
              </button>
            )}
          </div>
        )}
      </div>
      <div className="ex-preview__body" aria-busy={stale}>
        {error ? (
          <p className={refused ? 'notice ex-preview__refused' : 'ex-preview__message ex-error'}>
            {refused ? m.previewInvalid(error.message) : m.previewFailed}
          </p>
        ) : (
          !preview && <p className="ex-preview__message">Cargando...</p>
        )}
        {preview && (
          <>
            <p className="ex-preview__summary">
              <span className="ex-preview__count">{m.previewCount(preview.filas)}</span>
              <span className="ex-preview__file">{preview.nombreArchivo}</span>
            </p>
            {preview.lineas.length > 0 && (
              <pre className={stale || error ? 'ex-preview__lines ex-preview__lines--stale' : 'ex-preview__lines'} aria-label="Primeras líneas del archivo">
                {preview.lineas.map((linea, i) => (
                  <Fragment key={i}>
                    <Line text={linea} />
                    {'\n'}
                  </Fragment>
                ))}
              </pre>
            )}
            <p className="ex-hint">
              {preview.filas === 0
                ? encabezados
                  ? m.previewEmpty
                  : m.previewEmptyNoHeader
                : `Las primeras líneas del archivo${preview.lineas.some((l) => l.includes('\t')) ? '; ⇥ marca un tabulador' : ''}.`}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
