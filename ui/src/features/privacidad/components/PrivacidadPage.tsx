import { BannerFor } from '../../../components/Banner';
import { LoadError } from '../../../components/LoadError';
import { useBanner } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { usePrivacidad } from '../../../api/privacidad';
import { privacidadText as t } from '../messages';
import { AvisoVigente } from './AvisoVigente';
import { PrivacidadForm } from './PrivacidadForm';
import { ProximosBorrados } from './ProximosBorrados';
import { PageHeader } from '../../../components/PageHeader';
import '../privacidad.css';

/** 'Privacidad' (/admin/privacidad): the data of the privacy notice, publishing a new version, and the notice in force. */
export function PrivacidadPage() {
  const privacidad = usePrivacidad();
  const banner = useBanner();
  const aviso = privacidad.data?.aviso;

  return (
    <div className="page pv-page">
      <PageHeader title={t.title} description={t.description} />
      <div className="pv-explicacion" role="note">
        {t.explanation.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {privacidad.data ? (
        <>
          {aviso === null && <p className="notice pv-sin-aviso">{t.sinAviso}</p>}
          <PrivacidadForm aviso={aviso ?? null} notify={banner.show} dismiss={banner.dismiss} />
          {/* Under the button that was just pressed, where the eye already is. */}
          <BannerFor banner={banner} />
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
