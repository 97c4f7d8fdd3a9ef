import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Modal } from '../../../components/Modal';
import { ModalCloseFooter } from '../../../components/ModalFormFooter';
import { usePrivacidad } from '../../privacidad/api/getPrivacidad';
import { useConsents } from '../api/consent';
import { usePrivacyActions } from '../hooks/usePrivacyActions';
import type { Notify } from '../../../components/useListAction';
import { privacyText as t } from '../privacyMessages';
import type { Employee } from '../types';
import { arcoPrintPath } from '../../arco/paths';
import { ConsentHistory } from './ConsentHistory';
import { PinSection } from './PinSection';
import '../consent.css';

type PrivacyModalProps = {
  /** As the list has it now: its face count follows what the actions delete. */
  employee: Employee;
  /** The page's banner, shown inside the dialog: each action's outcome. */
  banner: ReactNode;
  notify: Notify;
  onClose: () => void;
  /** Leaves for 'Editar Empleado' (a NIP needs a número de empleado of digits). */
  onEditEmployee?: () => void;
};

type Asking = 'withdraw' | 'cancel' | null;

/**
 * 'Privacidad y datos' of one employee (LFPDPPP): their consents to the privacy notice, their NIP for the kiosk, and
 * their rights over their data: withdraw the consent, export what the box holds on them (a file, or a page to print),
 * cancel their biometric data. What deletes asks first, naming the employee and what goes.
 */
export function PrivacyModal({ employee, banner, notify, onClose, onEditEmployee }: PrivacyModalProps) {
  const consents = useConsents(employee.id);
  const notice = usePrivacidad();
  const actions = usePrivacyActions(notify);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const inForce = consents.data?.some((c) => c.retiradoEn === null) ?? false;

  async function act(action: (employee: Employee) => Promise<boolean>) {
    setAsking(null);
    setBusy(true);
    await action(employee);
    setBusy(false);
  }

  return (
    <>
      <Modal title={t.title} onClose={onClose}>
        <div className="employee-modal employee-modal--privacy">
          <p className="modal__subtitle">
            <strong>{employee.nombre}</strong> (ID: {employee.id}). {t.faces(employee.rostros)}
          </p>
          {banner}
          <section className="consent-section" aria-labelledby="privacy-consents-title">
            <h3 id="privacy-consents-title" className="consent-section__title">
              {t.consents}
            </h3>
            {consents.isPending ? (
              <p>{t.loading}</p>
            ) : consents.isError ? (
              <p className="notice notice--error">
                {t.loadFailed}
                <button type="button" className="button button--small button--secondary" onClick={() => void consents.refetch()}>
                  Reintentar
                </button>
              </p>
            ) : (
              <ConsentHistory consents={consents.data} currentVersion={notice.data?.aviso?.version} labelledBy="privacy-consents-title" />
            )}
          </section>
          <section className="consent-section" aria-labelledby="privacy-rights-title">
            <h3 id="privacy-rights-title" className="consent-section__title">
              {t.rights}
            </h3>
            <ul className="privacy-actions">
              <li>
                <button type="button" className="button button--danger" disabled={busy || !inForce} onClick={() => setAsking('withdraw')}>
                  {t.withdraw}
                </button>
                <span className="privacy-actions__hint">{inForce ? t.withdrawHint : t.withdrawNone}</span>
              </li>
              <li>
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => void act(actions.exportData)}>
                  {t.export}
                </button>
                <span className="privacy-actions__hint">{t.exportHint}</span>
              </li>
              <li>
                <Link className="button button--secondary" to={arcoPrintPath(employee.id)} target="_blank" rel="noopener">
                  {t.print}
                </Link>
                <span className="privacy-actions__hint">{t.printHint}</span>
              </li>
              <li>
                <button type="button" className="button button--danger" disabled={busy} onClick={() => setAsking('cancel')}>
                  {t.cancel}
                </button>
                <span className="privacy-actions__hint">{t.cancelHint}</span>
              </li>
            </ul>
          </section>
          {/* Last: opening the dialog puts the focus on its first control, which should not be the NIP field. */}
          <PinSection employee={employee} notify={notify} onEditEmployee={onEditEmployee} />
          <ModalCloseFooter onClose={onClose} />
        </div>
      </Modal>
      {asking === 'withdraw' && (
        <ConfirmDialog
          title={t.withdrawQuestion(employee.nombre)}
          confirmLabel={t.withdrawConfirm}
          danger
          onConfirm={() => void act(actions.withdraw)}
          onCancel={() => setAsking(null)}
        >
          <p>{t.withdrawDetail(employee.nombre)}</p>
        </ConfirmDialog>
      )}
      {asking === 'cancel' && (
        <ConfirmDialog
          title={t.cancelQuestion(employee.nombre)}
          confirmLabel={t.cancelConfirm}
          cancelLabel={t.cancelKeep}
          danger
          onConfirm={() => void act(actions.cancel)}
          onCancel={() => setAsking(null)}
        >
          <p>{t.cancelDetail(employee.nombre)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
