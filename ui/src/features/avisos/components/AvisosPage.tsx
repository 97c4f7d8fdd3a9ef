import { AdminPage } from '../../../components/AdminPage';
import { LoadError } from '../../../components/LoadError';
import { errorMessage } from '../../../lib/errorMessage';
import { useAvisosConfiguracion } from '../api/configuracion';
import { avisosMessages as m } from '../messages';
import { AvisosEnviados } from './AvisosEnviados';
import { ConfiguracionForm } from './ConfiguracionForm';
import '../avisos.css';

/** 'Sistema' → 'Avisos' (/admin/avisos, issue 44): the channels (SMTP and webhook), the hours, and every alert sent or failed. */
export function AvisosPage() {
  const config = useAvisosConfiguracion();
  return (
    <AdminPage className="avisos" title={m.title} description={m.description}>
      {config.data ? (
        <ConfiguracionForm saved={config.data} />
      ) : (
        <p className="card avisos__status">
          {config.isError ? <LoadError error={errorMessage(config.error, m.loadFailed)} onRetry={() => void config.refetch()} /> : 'Cargando…'}
        </p>
      )}
      <AvisosEnviados />
    </AdminPage>
  );
}
