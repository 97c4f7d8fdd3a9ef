import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Modal } from '../../../components/Modal';
import { ModalCloseFooter } from '../../../components/ModalFormFooter';
import { usePrivacidad } from '../../../api/privacidad';
import type { Notify } from '../../../components/useBanner';
import { failureSentence } from '../../../lib/errorMessage';
import { useCancelBiometrics, useExportEmployeeData } from '../api/arco';
import { useConsents } from '../api/consent';
import { useWithdrawConsent } from '../api/withdrawConsent';
import { nipText } from '../nipMessages';
import { privacyText as t } from '../privacyMessages';
import type { Employee } from '../types';
import { arcoPrintPath } from '../../../lib/paths';
import { BajaNote } from './BajaNote';
import { ConsentHistory } from './ConsentHistory';
import { NipSection } from './NipSection';
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
  // Each says what happened in the banner and reloads the lists (faces and consents change).
  const withdraw = useWithdrawConsent({
    onSuccess: ({ plantillasBorradas }, { nombre }) => notify(t.withdrawn(nombre, plantillasBorradas), 'success'),
    onError: (error) => notify(failureSentence(t.withdrawFailed)(error), 'error'),
  });
  const exportData = useExportEmployeeData({
    onSuccess: (_, { nombre }) => notify(t.exported(nombre), 'success'),
    onError: (error) => notify(failureSentence(t.exportFailed)(error), 'error'),
  });
  const cancel = useCancelBiometrics({
    onSuccess: (borradas, { nombre }) => notify(t.cancelled(nombre, borradas), 'success'),
    onError: (error) => notify(failureSentence(t.cancelFailed)(error), 'error'),
  });
  const [asking, setAsking] = useState<Asking>(null);
  /** A face was just erased (withdrawn or cancelled): the dialog says where things stand and offers the NIP (issue 30). */
  const [done, setDone] = useState(false);
  const nipSection = useRef<HTMLElement>(null);
  const busy = withdraw.isPending || exportData.isPending || cancel.isPending;
  const inForce = consents.data?.some((c) => c.retiradoEn === null) ?? false;

  /** 'Asignar NIP': the NIP section below, in view, its field (or the way to a número de empleado) focused. */
  function showNip() {
    const section = nipSection.current;
    section?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    (section?.querySelector<HTMLElement>('input, button') ?? section)?.focus();
  }

  function act(action: typeof exportData) {
    setAsking(null);
    action.mutate(employee);
  }

  /** Withdraw or cancel; a mutate's own onSuccess runs once the lists were read again, so the state shown is the new one. */
  function erase(which: 'withdraw' | 'cancel') {
    setAsking(null);
    const after = { onSuccess: () => setDone(true) };
    if (which === 'withdraw') withdraw.mutate(employee, after);
    else cancel.mutate(employee, after);
  }

  return (
    <>
      <Modal title={t.title} onClose={onClose}>
        <div className="employee-modal employee-modal--privacy">
          <p className="modal__subtitle">
            <strong>{employee.nombre}</strong> (ID: {employee.id}). {t.faces(employee.rostros)}
          </p>
          {banner}
          <BajaNote employee={employee} />
          <section className="stack consent-section" aria-labelledby="privacy-consents-title">
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
          <section className="stack consent-section" aria-labelledby="privacy-rights-title">
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
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(exportData)}>
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
          {done && consents.data && (
            <section className="stack privacy-after" aria-labelledby="privacy-after-title">
              <h3 id="privacy-after-title" className="consent-section__title">
                {t.afterTitle}
              </h3>
              <p className="privacy-after__line">{t.afterConsent(inForce ? 'vigente' : consents.data.length > 0 ? 'retirado' : 'ninguno')}</p>
              <p className="privacy-after__line">
                {t.faces(employee.rostros)} {t.afterNip(employee.tieneNip)}
              </p>
              <button type="button" className="button button--small button--primary" onClick={showNip}>
                {employee.tieneNip ? nipText.change : nipText.assign}
              </button>
            </section>
          )}
          {/* Last: opening the dialog puts the focus on its first control, which should not be the NIP field. */}
          <NipSection employee={employee} notify={notify} onEditEmployee={onEditEmployee} sectionRef={nipSection} />
          <ModalCloseFooter onClose={onClose} />
        </div>
      </Modal>
      {asking === 'withdraw' && (
        <ConfirmDialog
          title={t.withdrawQuestion(employee.nombre)}
          confirmLabel={t.withdrawConfirm}
          danger
          onConfirm={() => erase('withdraw')}
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
          onConfirm={() => erase('cancel')}
          onCancel={() => setAsking(null)}
        >
          <p>{t.cancelDetail(employee.nombre)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
