import type { PaquetePreparado } from '@reloj/contract/actualizaciones';
import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { errorMessage } from '../../../lib/errorMessage';
import { useInstallPaquete } from '../api/paquete';
import { text } from '../messages';

type Props = { paquete: PaquetePreparado; onClose: () => void; onRequested: () => void };

/** What the uploaded bundle's signed manifest says, the plain warning, and 'Instalar versión X'. */
export function PackageDialog({ paquete, onClose, onRequested }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const noteId = useId();
  const install = useInstallPaquete({
    onSuccess: () => onRequested(),
    onError: (error) => setProblem(errorMessage(error, text.installFailed)),
  });

  return (
    <Modal title={text.dialogTitle} onClose={onClose}>
      <dl className="update-facts">
        <dt>{text.version}</dt>
        <dd className="update-facts__version">{paquete.version}</dd>
        <dt>{text.notes}</dt>
        <dd className="update-facts__notes">{paquete.notas.trim() || text.noNotes}</dd>
        <dt>{text.signature}</dt>
        <dd>
          <span className="update-signature">{text.signatureValid(paquete.clave)}</span>
        </dd>
        <dt>{text.database}</dt>
        <dd>{text.migrations(paquete.migracionesNuevas)}</dd>
      </dl>
      <p id={noteId} className="update-note" role="note">
        {text.warning}
      </p>
      {problem && (
        <p className="update-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {text.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-describedby={noteId}
          disabled={install.isPending}
          aria-busy={install.isPending}
          onClick={() => {
            setProblem(null);
            install.mutate(paquete.id);
          }}
        >
          {install.isPending ? text.installing : text.install(paquete.version)}
        </button>
      </div>
    </Modal>
  );
}
