import type { RestauracionPreparada } from '@reloj/contract/respaldos';
import { useState } from 'react';
import { FilePickerButton } from '../../../components/FilePickerButton';
import { Modal } from '../../../components/Modal';
import { useBanner } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { listLoad, loadStatus } from '../../../lib/loadStatus';
import { useCreateRespaldo } from '../api/createRespaldo';
import { publicKeyDownloadPath } from '../api/downloadPath';
import { useRespaldos } from '../api/listRespaldos';
import { usePrepareRestauracion, type RestoreSource } from '../api/prepareRestauracion';
import { backupMessages as messages, restoreMessages } from '../messages';
import { RespaldosTable } from './RespaldosTable';
import { RestartingDialog } from './RestartingDialog';
import { RestoreDialog } from './RestoreDialog';
import { AdminPage } from '../../../components/AdminPage';
import { CardHeader } from '../../../components/CardHeader';
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
  // 'Restaurar' (issue 30 item 12): checking one backup, then its dialog, then the restart.
  const [checking, setChecking] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<RestauracionPreparada | null>(null);
  const [restarting, setRestarting] = useState<{ arranqueAnterior: string } | null>(null);
  const prepare = usePrepareRestauracion({
    onSuccess: (answer) => {
      setChecking(null);
      setPrepared(answer);
    },
    onError: (error) => {
      setChecking(null);
      banner.show(restoreMessages.refused(errorMessage(error, 'No se pudo revisar el respaldo.')), 'error');
    },
  });
  const check = (source: RestoreSource) => {
    banner.dismiss();
    setChecking('nombre' in source ? source.nombre : source.archivo.name);
    prepare.mutate(source);
  };

  return (
    <AdminPage
      title="Respaldos"
      description="El equipo guarda cada día una copia de la base de datos (empleados, rostros, checadas y catálogos) y conserva las de los últimos 7 días y de las 4 semanas anteriores. Descarga una de vez en cuando y guárdala fuera del equipo: contiene datos personales."
      banner={banner}
    >
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
        <div className="backups__upload">
          <FilePickerButton
            label={restoreMessages.upload}
            accept=".sqlite,application/vnd.sqlite3,application/x-sqlite3,application/octet-stream"
            disabled={checking !== null}
            onPick={(archivo) => check({ archivo })}
          />
          <p className="backups__hint">{restoreMessages.uploadHint}</p>
        </div>
        <div className="backups__upload">
          <a className="button button--secondary button--wraps" href={publicKeyDownloadPath} download>
            {restoreMessages.downloadKey}
          </a>
          <p className="backups__hint">{restoreMessages.downloadKeyHint}</p>
        </div>
      </div>
      <section className="card card--flush" aria-labelledby="backups-list-title">
        <CardHeader id="backups-list-title" title="Respaldos en el equipo" count={status === 'ready' || backups.length > 0 ? backups.length : null} />
        <RespaldosTable backups={backups} {...listLoad(list)} onRestore={(nombre) => check({ nombre })} restoreDisabled={checking !== null} />
      </section>
      {checking !== null && (
        <Modal title={restoreMessages.checking} onClose={() => undefined}>
          <p role="status">{restoreMessages.checkingText(checking)}</p>
        </Modal>
      )}
      {prepared && !restarting && (
        <RestoreDialog prepared={prepared} onClose={() => setPrepared(null)} onRestarting={(arranqueAnterior) => setRestarting({ arranqueAnterior })} />
      )}
      {restarting && <RestartingDialog arranqueAnterior={restarting.arranqueAnterior} />}
    </AdminPage>
  );
}
