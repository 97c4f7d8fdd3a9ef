import { expedienteQuerySchema } from '@reloj/contract/expediente';
import { useState } from 'react';
import { contractErrors } from '../../../components/contractErrors';
import { DateInput } from '../../../components/DateInput';
import { FormModal } from '../../../components/FormModal';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { localDate } from '../../../lib/dateTime';
import { failureSentence } from '../../../lib/errorMessage';
import { useDownloadExpediente } from '../api/expediente';
import { expedienteText as t } from '../expedienteMessages';
import type { Employee } from '../types';
import { BajaNote } from './BajaNote';

type ExpedienteModalProps = {
  employee: Employee;
  onClose: () => void;
  /** Says in the page's banner that the file was downloaded. */
  onDownloaded: (nombre: string) => void;
};

type Campo = 'desde' | 'hasta';

/**
 * 'Expediente de <nombre>': the dates (from the hire date to today unless changed) and 'Descargar ZIP'. The range is
 * checked with the contract's rule beside 'Hasta'; the daemon's refusal is shown in the dialog, which stays open.
 */
export function ExpedienteModal({ employee, onClose, onDownloaded }: ExpedienteModalProps) {
  const [desde, setDesde] = useState(employee.fechaIngreso);
  const [hasta, setHasta] = useState(() => localDate());
  const form = useFormErrors<Campo>();
  const { errors, clearing } = form;
  const banner = useBanner();
  const download = useDownloadExpediente({
    onSuccess: (_, { nombre }) => {
      onDownloaded(nombre);
      onClose();
    },
    onError: (error) => banner.show(failureSentence((reason) => `${t.failed}: ${reason}`)(error), 'error'),
  });

  const problems = (): FormErrors<Campo> => {
    const missing: FormErrors<Campo> = {};
    if (!desde) missing.desde = t.required(t.desde);
    if (!hasta) missing.hasta = t.required(t.hasta);
    return Object.keys(missing).length > 0 ? missing : contractErrors<Campo>(expedienteQuerySchema, { desde, hasta });
  };

  return (
    <FormModal
      title={t.title(employee.nombre)}
      subtitle={t.intro}
      banner={banner}
      onCancel={onClose}
      form={form}
      problems={problems}
      onSubmit={() => download.mutate({ employeeId: employee.id, nombre: employee.nombre, desde, hasta })}
      busy={download.isPending}
      submitLabel={t.submit}
      busyLabel={t.busy}
    >
      <BajaNote employee={employee} />
      <div className="field-row">
        <DateInput label={t.desde} name="desde" required value={desde} error={errors.desde} onChange={clearing(['desde', 'hasta'], setDesde)} />
        <DateInput label={t.hasta} name="hasta" required value={hasta} hint={t.hastaHint} error={errors.hasta} onChange={clearing('hasta', setHasta)} />
      </div>
    </FormModal>
  );
}
