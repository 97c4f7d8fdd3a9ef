import { Banner } from '../../../components/Banner';
import { LoadError } from '../../../components/LoadError';
import { useBanner } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { usePrivacidad } from '../../../api/privacidad';
import { privacidadText as t } from '../messages';
import { AvisoVigente } from './AvisoVigente';
import { PrivacidadForm } from './PrivacidadForm';
import { ProximosBorrados } from './ProximosBorrados';
import '../privacidad.css';

/** 'Privacidad' (/admin/privacidad): the data of the privacy notice, publishing a new version, and the notice in force. */
export function PrivacidadPage() {
  const privacidad = usePrivacidad();
  const banner = useBanner();
  const aviso = privacidad.data?.aviso;

  return (
    <div className="page pv-page">
      <header className="page__header">
        <h1 className="page__title">{t.title}</h1>
        <p className="page__description">{t.description}</p>
      </header>
      <div className="pv-explicacion" role="note">
        {t.explanation.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {privacidad.data ? (
        <>
          {aviso === null && <p className="pv-sin-aviso">{t.sinAviso}</p>}
          <PrivacidadForm aviso={aviso ?? null} notify={banner.show} dismiss={banner.dismiss} />
          {/* Under the button that was just pressed, where the eye already is. */}
          <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />
          <ProximosBorrados />
          {aviso && <AvisoVigente aviso={aviso} />}
        </>
      ) : privacidad.isError ? (
        <p className="card pv-status">
          <LoadError error={errorMessage(privacidad.error, t.loadFailed)} onRetry={() => void privacidad.refetch()} />
        </p>
      ) : (
        <p className="card pv-status">{t.loading}</p>
      )}
    </div>
  );
}
