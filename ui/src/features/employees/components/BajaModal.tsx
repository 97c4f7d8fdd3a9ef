import { bajaInputSchema, MOTIVO_BAJA_LABELS, MOTIVOS_BAJA, type MotivoBaja } from '@reloj/contract/prestaciones';
import { useState } from 'react';
import { contractErrors } from '../../../components/contractErrors';
import { DateInput } from '../../../components/DateInput';
import { FormModal } from '../../../components/FormModal';
import { SelectField } from '../../../components/SelectField';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { ApiError } from '../../../lib/api';
import { now } from '../../../lib/clock';
import { localDate } from '../../../lib/dateTime';
import { failureSentence } from '../../../lib/errorMessage';
import { useDarDeBaja } from '../api/baja';
import { bajaText as t } from '../prestacionesMessages';
import type { Employee } from '../types';
import { withValue } from '../../../components/eventValue';
import { TextAreaField } from '../../../components/TextAreaField';

type Campo = 'fechaBaja' | 'motivoBaja' | 'nota';
const CAMPOS: readonly string[] = ['fechaBaja', 'motivoBaja', 'nota'];

type BajaModalProps = {
  employee: Employee;
  onClose: () => void;
  /** Says in the page's banner that the employee was given baja, with the date and reason. */
  onDone: (nombre: string, fechaBaja: string, motivoBaja: MotivoBaja) => void;
};

/**
 * '¿Dar de baja a <nombre>?' (issue 31): 'Fecha de baja' (today, the box's local date, unless changed), 'Motivo'
 * (no default: the person chooses) and an optional 'Nota'. The contract's rules are told beside each field before
 * sending, and the daemon's refusal of a field (a date before the hire date) beside that field.
 */
export function BajaModal({ employee, onClose, onDone }: BajaModalProps) {
  const [fechaBaja, setFechaBaja] = useState(() => localDate(now()));
  const [motivoBaja, setMotivoBaja] = useState('');
  const [nota, setNota] = useState('');
  const form = useFormErrors<Campo>();
  const { errors, clearing } = form;
  const banner = useBanner();
  const baja = useDarDeBaja({
    onSuccess: (_, { input }) => {
      onDone(employee.nombre, input.fechaBaja ?? fechaBaja, input.motivoBaja);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field && CAMPOS.includes(error.field)) form.check({ [error.field]: error.message });
      else banner.show(failureSentence(t.failed)(error), 'error');
    },
  });

  const input = (): Record<string, unknown> => ({ fechaBaja, motivoBaja: motivoBaja || undefined, ...(nota.trim() ? { nota } : {}) });
  const problems = (): FormErrors<Campo> => {
    if (!fechaBaja) return { fechaBaja: t.fechaRequired, ...contractErrors<Campo>(bajaInputSchema.omit({ fechaBaja: true }), input()) };
    return contractErrors<Campo>(bajaInputSchema, input());
  };

  return (
    <FormModal
      title={t.title(employee.nombre)}
      subtitle={t.intro}
      banner={banner}
      onCancel={onClose}
      form={form}
      problems={problems}
      onSubmit={() => baja.mutate({ employee, input: bajaInputSchema.parse(input()) })}
      busy={baja.isPending}
      submitLabel={t.submit}
      busyLabel={t.busy}
    >
      <DateInput
        label={t.fecha}
        name="fechaBaja"
        required
        value={fechaBaja}
        hint={t.fechaHint}
        error={errors.fechaBaja}
        onChange={clearing('fechaBaja', setFechaBaja)}
      />
      <SelectField
        label={t.motivo}
        name="motivoBaja"
        required
        value={motivoBaja}
        error={errors.motivoBaja}
        onChange={withValue(clearing('motivoBaja', setMotivoBaja))}
      >
        <option value="" disabled>
          {t.motivoPlaceholder}
        </option>
        {MOTIVOS_BAJA.map((motivo) => (
          <option key={motivo} value={motivo}>
            {MOTIVO_BAJA_LABELS[motivo]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t.nota}
        error={errors.nota}
        name="nota"
        maxLength={500}
        rows={2}
        placeholder={t.notaPlaceholder}
        value={nota}
        onChange={clearing('nota', setNota)}
      />
    </FormModal>
  );
}
