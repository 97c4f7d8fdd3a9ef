import { Banner } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { loadStatus } from '../../../lib/loadStatus';
import { useCreateRespaldo } from '../api/createRespaldo';
import { useRespaldos } from '../api/listRespaldos';
import { backupMessages as messages } from '../messages';
import { RespaldosTable } from './RespaldosTable';
import '../respaldos.css';

/** 'Respaldos': the copies of the database the box keeps, to download, and one made now on request. */
export function RespaldosPage() {
  const list = useRespaldos();
  const backups = list.data ?? [];
  const status = loadStatus(list);
  const banner = useBanner();
  const create = useCreateRespaldo({
    onSuccess: (backup) => banner.show(messages.created(backup.nombre), 'success'),
    onError: (error) => banner.show(messages.failed(errorMessage(error, 'No se pudo crear el respaldo.')), 'error'),
  });
  const creating = create.isPending;

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Respaldos</h1>
        <p className="page__description">
          El equipo guarda cada día una copia de la base de datos (empleados, rostros, checadas y catálogos) y conserva las de los últimos 7 días y de las 4
          semanas anteriores. Descarga una de vez en cuando y guárdala fuera del equipo: contiene datos personales.
        </p>
      </header>
      <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />
      <div className="backups__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            banner.dismiss();
            create.mutate();
          }}
          disabled={creating}
        >
          {creating ? 'Creando respaldo…' : 'Crear respaldo ahora'}
        </button>
        <p className="backups__hint">Se conservan los 5 respaldos manuales más recientes.</p>
      </div>
      <section className="card card--flush" aria-labelledby="backups-list-title">
        <div className="card__header">
          <h2 id="backups-list-title" className="card__title">
            Respaldos en el equipo
          </h2>
          {(status === 'ready' || backups.length > 0) && <span className="count-badge">{backups.length}</span>}
        </div>
        <RespaldosTable backups={backups} status={status} error={list.error?.message} onRetry={() => void list.refetch()} />
      </section>
    </div>
  );
}
