import { MOTIVO_REAPERTURA_LENGTH, periodoReabrirSchema, type Periodo } from '@reloj/contract/payroll';
import { useState } from 'react';
import { Banner } from '../../../components/Banner';
import { contractErrors } from '../../../components/contractErrors';
import { Field } from '../../../components/Field';
import { FormModal } from '../../../components/FormModal';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { formatRango } from '../../../lib/dateTime';
import { errorMessage } from '../../../lib/errorMessage';
import { useReopenPeriod } from '../api/reopenPeriod';
import { reopenText as t } from '../messages';

type ReopenPeriodModalProps = {
  periodo: Periodo;
  onClose: () => void;
  /** After the daemon reopened it (the figures are read again). */
  onReopened: (periodo: Periodo) => void;
};

/**
 * 'Reabrir periodo' (issue 29, administrador only): why a closed period is opened again (required, the contract's rule
 * checked beside the field). The daemon's refusal is shown inside the dialog; on success it closes.
 */
export function ReopenPeriodModal({ periodo, onClose, onReopened }: ReopenPeriodModalProps) {
  const [motivo, setMotivo] = useState('');
  const { errors, check, clear, formRef } = useFormErrors<'motivo'>();
  const banner = useBanner();
  const reopen = useReopenPeriod({
    onSuccess: (reopened) => onReopened(reopened),
    onError: (error) => banner.show(errorMessage(error, t.failed), 'error'),
  });
  const version = periodo.versiones.at(-1)?.version ?? 1;

  return (
    <FormModal
      title={t.title}
      subtitle={<strong>{formatRango(periodo.desde, periodo.hasta)}</strong>}
      banner={<Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />}
      onCancel={onClose}
      formRef={formRef}
      check={() => check(contractErrors<'motivo'>(periodoReabrirSchema, { motivo }))}
      onSubmit={() => {
        banner.dismiss();
        reopen.mutate({ id: periodo.id, motivo });
      }}
      busy={reopen.isPending}
      submitLabel={t.submit}
      busyLabel={t.busy}
    >
      <p className="pn-reopen__explain">{t.explain(version)}</p>
      <Field label={t.field} required error={errors.motivo}>
        {(control) => (
          <textarea
            {...control}
            className="input pn-reopen__motivo"
            name="motivo"
            maxLength={MOTIVO_REAPERTURA_LENGTH.max}
            rows={3}
            placeholder={t.placeholder}
            value={motivo}
            onChange={(e) => {
              clear('motivo');
              setMotivo(e.target.value);
            }}
          />
        )}
      </Field>
    </FormModal>
  );
}
