import { esNombreDelEquipo } from '@reloj/contract/equipo';
import type { RestauracionPreparada } from '@reloj/contract/respaldos';
import { useId, useState, type FormEvent } from 'react';
import { FilePickerButton } from '../../../components/FilePickerButton';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/dateTime';
import { errorMessage } from '../../../lib/errorMessage';
import { useConfirmRestauracion } from '../api/confirmRestauracion';
import { restoreMessages as text } from '../messages';

/** A public key file is a few hundred bytes; anything much bigger is some other file. */
const MAX_KEY_BYTES = 4096;

const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(reader.error?.message ?? 'No se pudo leer el archivo.'));
    reader.readAsText(file);
  });

type Props = { prepared: RestauracionPreparada; onClose: () => void; onRestarting: (arranqueAnterior: string) => void };

/**
 * What the check of a backup answered, the warning, and the confirmation: the box's name typed as the home page shows
 * it ('Este equipo: …'; case, accents and extra spaces aside: issue 45 item 8), another refused beside the field; for another box's
 * backup (named by the id it carries, never by this box's name), accepted and with that box's public key chosen, which
 * the box checks its signature with. 'Restaurar y reiniciar' is enabled only then.
 */
export function RestoreDialog({ prepared, onClose, onRestarting }: Props) {
  const [typed, setTyped] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [key, setKey] = useState<{ nombre: string; texto: string } | null>(null);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const warningId = useId();
  const keyStatusId = useId();
  const confirm = useConfirmRestauracion({
    onSuccess: (answer) => onRestarting(answer.arranque),
    onError: (error) =>
      setProblem({ field: error instanceof ApiError ? error.field : undefined, message: errorMessage(error, 'No se pudo confirmar la restauración.') }),
  });
  const ready = typed.trim() !== '' && (!prepared.otraCaja || (accepted && key !== null)) && !confirm.isPending;
  const { checadasDesde: desde, checadasHasta: hasta } = prepared;

  async function pickKey(file: File) {
    if (file.size > MAX_KEY_BYTES) {
      setKey(null);
      setProblem({ field: 'clavePublica', message: text.keyTooBig });
      return;
    }
    setKey({ nombre: file.name, texto: await readText(file) });
    setProblem((p) => (p?.field === 'clavePublica' ? null : p));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    if (!esNombreDelEquipo(typed, prepared.confirmarCon)) {
      setProblem({ field: 'confirmacion', message: text.wrongName(prepared.confirmarCon) });
      return;
    }
    setProblem(null);
    confirm.mutate({
      id: prepared.id,
      confirmacion: typed.trim(),
      ...(prepared.otraCaja ? { aceptarOtraCaja: accepted, clavePublica: key?.texto } : {}),
    });
  }

  return (
    <Modal title={text.title} onClose={onClose}>
      <p className="modal__subtitle">
        <span className="backup-file">{prepared.nombre}</span>
      </p>
      <dl className="restore-facts">
        <dt>{text.madeOn}</dt>
        <dd>{formatDateTime(prepared.hechoEl)}</dd>
        <dt>{text.box}</dt>
        <dd className={prepared.otraCaja ? 'restore-facts__other' : undefined}>
          {prepared.otraCaja || prepared.cajaNombre === null ? text.otherBox(prepared.caja) : text.thisBox(prepared.cajaNombre)}
        </dd>
        {prepared.otraCaja && prepared.huella && (
          <>
            <dt>{text.signedWith}</dt>
            <dd>{text.signedWithText(prepared.huella)}</dd>
          </>
        )}
        <dt>{text.holds}</dt>
        <dd>{text.holdsText(prepared.empleados, prepared.checadas, prepared.periodos)}</dd>
        <dt>{text.punches}</dt>
        <dd>{desde && hasta ? text.punchesSpan(formatDate(desde), formatDate(hasta)) : text.noPunches}</dd>
        <dt>{text.version}</dt>
        <dd>{text.versionText(prepared.version)}</dd>
      </dl>
      <p id={warningId} className="restore-warning" role="note">
        <strong>{text.warningLead}</strong> {text.warningRest}
      </p>
      <form className="form" noValidate onSubmit={submit}>
        {prepared.otraCaja && (
          <div className="restore-key">
            <p className="restore-key__lead">{text.keyLead(prepared.caja)}</p>
            <div className="restore-key__pick">
              <FilePickerButton label={key ? text.keyChange : text.keyPick} accept=".pem,application/x-pem-file,text/plain" onPick={(f) => void pickKey(f)} />
              <span id={keyStatusId} className="backups__hint" aria-live="polite">
                {key ? text.keyChosen(key.nombre) : text.keyMissing}
              </span>
            </div>
            {problem?.field === 'clavePublica' && (
              <p className="restore-problem" role="alert">
                {problem.message}
              </p>
            )}
            <label className="checkbox">
              <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
              {text.otherBoxAccept(prepared.caja)}
            </label>
          </div>
        )}
        <TextField
          label={text.confirmLabel(prepared.confirmarCon)}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setProblem((p) => (p?.field === 'confirmacion' ? null : p));
          }}
          hint={text.confirmHint}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={warningId}
          error={problem?.field === 'confirmacion' ? problem.message : null}
        />
        {problem && problem.field !== 'confirmacion' && problem.field !== 'clavePublica' && (
          <p className="restore-problem" role="alert">
            {problem.message}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="button button--danger-solid" disabled={!ready} aria-busy={confirm.isPending}>
            {confirm.isPending ? text.submitting : text.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
