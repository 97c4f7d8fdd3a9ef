import { equipoTexto, type PaquetePreparado } from '@reloj/contract/actualizaciones';
import { useId, useState } from 'react';
import { BannerFor } from '../../../components/Banner';
import { FilePickerButton } from '../../../components/FilePickerButton';
import { LoadError } from '../../../components/LoadError';
import { Modal } from '../../../components/Modal';
import { useBanner } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { isRunning, useActualizaciones } from '../api/actualizaciones';
import { useUploadPaquete } from '../api/paquete';
import { text } from '../messages';
import { PackageDialog } from './PackageDialog';
import { UpdateProgress } from './UpdateProgress';
import { PageHeader } from '../../../components/PageHeader';
import '../actualizaciones.css';

/** 'Sistema' → 'Actualizaciones' (issue 32 item 3b): the installed version, a signed bundle to install, its progress. */
export function ActualizacionesPage() {
  const query = useActualizaciones();
  const info = query.data;
  const banner = useBanner();
  const [checking, setChecking] = useState<string | null>(null);
  const [paquete, setPaquete] = useState<PaquetePreparado | null>(null);
  const upload = useUploadPaquete({
    onSuccess: (answer) => {
      setChecking(null);
      setPaquete(answer);
    },
    onError: (error) => {
      setChecking(null);
      banner.show(text.refused(errorMessage(error, 'No se pudo revisar el archivo.')), 'error');
    },
  });
  const running = isRunning(info?.estado);
  const noKeysId = useId();
  const sinClaves = info?.clavesDeConfianza === 0;

  return (
    <div className="page">
      <PageHeader title={text.title} description={text.description} />
      <BannerFor banner={banner} />
      {query.isError && !info && <LoadError error={query.error.message} onRetry={() => void query.refetch()} />}
      {info && (
        <>
          <section className="card update-installed" aria-label={text.installed}>
            <dl className="update-facts update-facts--inline">
              <dt>{text.installed}</dt>
              <dd className="update-facts__version">{info.versionInstalada}</dd>
              <dt>{text.machine}</dt>
              <dd>{equipoTexto(info.arch)}</dd>
              <dt>{text.keys}</dt>
              <dd>{text.keysCount(info.clavesDeConfianza)}</dd>
            </dl>
            {sinClaves && (
              <p id={noKeysId} className="update-problem">
                {text.noKeys}
              </p>
            )}
          </section>
          {info.estado && <UpdateProgress estado={info.estado} unreachable={running && query.isError} />}
          <div className="update-upload">
            <FilePickerButton
              label={text.upload}
              variant="primary"
              accept=".zst,.tar.zst,application/zstd,application/octet-stream"
              disabled={checking !== null || running || sinClaves}
              describedBy={sinClaves ? noKeysId : undefined}
              onPick={(archivo) => {
                banner.dismiss();
                setChecking(archivo.name);
                upload.mutate(archivo);
              }}
            />
            <p className="update-upload__hint">{sinClaves ? text.noKeysUpload : text.uploadHint(equipoTexto(info.arch))}</p>
          </div>
        </>
      )}
      {checking !== null && (
        <Modal title={text.checking} onClose={() => undefined}>
          <p role="status">{text.checkingText(checking)}</p>
        </Modal>
      )}
      {paquete && <PackageDialog paquete={paquete} onClose={() => setPaquete(null)} onRequested={() => setPaquete(null)} />}
    </div>
  );
}
