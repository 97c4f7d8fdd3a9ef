import { Modal } from '../../../components/Modal';
import { useBackAfterRestart } from '../hooks/useBackAfterRestart';
import { restoreMessages as text } from '../messages';

const stay = () => undefined;

/** After 'Restaurar y reiniciar': waits for the box to answer again, then sends the person to sign in. */
export function RestartingDialog({ arranqueAnterior }: { arranqueAnterior: string }) {
  const back = useBackAfterRestart(arranqueAnterior);
  return (
    <Modal title={back ? text.backTitle : text.restartingTitle} onClose={stay}>
      <div role="status" aria-live="polite" className="restore-restart">
        {back ? (
          <p>{text.backText}</p>
        ) : (
          <>
            <span className="spinner spinner--large" aria-hidden="true" />
            <p>{text.restartingText}</p>
            <p className="restore-restart__hint">{text.restartingSlow}</p>
          </>
        )}
      </div>
      {back && (
        <div className="modal__actions">
          <a className="button button--primary" href="/login">
            {text.signIn}
          </a>
        </div>
      )}
    </Modal>
  );
}
