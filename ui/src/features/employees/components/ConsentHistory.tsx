import type { Consentimiento } from '@reloj/contract/privacidad';
import { formatDateAndTime } from '../../../lib/dateTime';
import { privacyText as t } from '../privacyMessages';

type ConsentHistoryProps = {
  consents: readonly Consentimiento[];
  /** The notice in force: a consent to an older one is not withdrawn, but a new face needs a new consent. */
  currentVersion?: number;
  labelledBy?: string;
};

/** An employee's consents, newest first: the notice version, when and by whom, and when and by whom withdrawn. */
export function ConsentHistory({ consents, currentVersion, labelledBy }: ConsentHistoryProps) {
  if (consents.length === 0) return <p className="consent-history__empty">{t.none}</p>;
  return (
    <ol className="consent-history" aria-labelledby={labelledBy}>
      {consents.map((c) => (
        <li key={c.id} className="consent-record">
          <div className="consent-record__head">
            <span className="consent-record__version">{t.version(c.version)}</span>
            <ConsentState consent={c} currentVersion={currentVersion} />
          </div>
          <p>{t.otorgado(formatDateAndTime(c.fecha), c.registradoPor)}</p>
          <p className="consent-record__confirmacion">{t.confirmo(c.confirmacion)}</p>
          {c.retiradoEn && <p className="consent-record__retiro">{t.retiradoEl(formatDateAndTime(c.retiradoEn), c.retiradoPor)}</p>}
        </li>
      ))}
    </ol>
  );
}

function ConsentState({ consent, currentVersion }: { consent: Consentimiento; currentVersion?: number }) {
  if (consent.retiradoEn) return <span className="tag tone-muted">{t.retirado}</span>;
  if (currentVersion !== undefined && consent.version !== currentVersion) return <span className="tag consent-record__older">{t.anterior}</span>;
  return <span className="tag tone-ok">{t.vigente}</span>;
}
