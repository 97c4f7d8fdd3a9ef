import { useEffect } from 'react';
import { useAvisoPublico } from '../api/getAvisoPublico';
import { formatNumericDate } from '../../../lib/dateTime';
import { avisoPublicoText as t } from '../messages';
import { AvisoIntegral } from '../../../components/AvisoTexto';
import '../privacidad.css';

/** /privacidad: the privacy notice in force, for anyone (no session), readable on the employee's phone. */
export function AvisoPublicoPage() {
  const query = useAvisoPublico();
  const aviso = query.data?.aviso;

  useEffect(() => {
    const previous = document.title;
    document.title = t.title;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <main className="pv-publico">
      <article className="pv-publico__hoja" aria-labelledby="pv-publico-title">
        <p className="pv-publico__brand">{t.brand}</p>
        <h1 id="pv-publico-title" className="pv-publico__title">
          {t.title}
        </h1>
        {aviso ? (
          <>
            <p className="pv-publico__meta">{t.version(aviso.version, formatNumericDate(aviso.publicadoEn))}</p>
            <AvisoIntegral texto={aviso.integral} />
          </>
        ) : aviso === null ? (
          <p className="pv-publico__vacio">{t.sinAviso}</p>
        ) : query.isError ? (
          <p className="pv-publico__error" role="alert">
            {t.loadFailed}
            <button type="button" className="button button--small button--secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </button>
          </p>
        ) : (
          <p className="pv-publico__vacio">{t.loading}</p>
        )}
      </article>
    </main>
  );
}
