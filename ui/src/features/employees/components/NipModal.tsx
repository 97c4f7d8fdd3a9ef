import { useState, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { ModalCloseFooter } from '../../../components/ModalFormFooter';
import type { Notify } from '../../../components/useBanner';
import { nipText as t } from '../nipMessages';
import type { Employee } from '../types';
import { NipSection } from './NipSection';
import '../consent.css';

type NipModalProps = {
  /** As the list has it now: `tieneNip` follows what is saved. */
  employee: Employee;
  /** The page's banner, shown inside the dialog: what was saved or removed. */
  banner: ReactNode;
  notify: Notify;
  onClose: () => void;
  /** Leaves for 'Editar Empleado' (a NIP needs a número de empleado of digits). */
  onEditEmployee?: () => void;
};

/** The row's 'Asignar NIP' / 'Cambiar NIP' (issue 30): the same 'Checada con NIP' section as 'Privacidad y datos', on its own. */
export function NipModal({ employee, banner, notify, onClose, onEditEmployee }: NipModalProps) {
  // Named as the button that opened it, even once a NIP is saved.
  const [title] = useState(employee.tieneNip ? t.change : t.assign);
  return (
    <Modal title={title} onClose={onClose}>
      <div className="employee-modal employee-modal--privacy">
        <p className="modal__subtitle">
          <strong>{employee.nombre}</strong> (ID: {employee.id})
        </p>
        {banner}
        <NipSection employee={employee} notify={notify} onEditEmployee={onEditEmployee} autoFocus />
        <ModalCloseFooter onClose={onClose} />
      </div>
    </Modal>
  );
}
