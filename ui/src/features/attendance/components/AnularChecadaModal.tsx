import type { Punch } from '@reloj/contract/attendance';
import { anularChecadaRequestSchema, MOTIVO_ANULACION_LENGTH } from '@reloj/contract/attendance';
import { useState } from 'react';
import { Banner } from '../../../components/Banner';
import { contractErrors } from '../../../components/contractErrors';
import { Field } from '../../../components/Field';
import { FormModal } from '../../../components/FormModal';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { formatDay, formatTime } from '../../../lib/dateTime';
import { errorMessage } from '../../../lib/errorMessage';
import { punchTypeLabels } from '../../../lib/labels';
import { useAnularChecada } from '../api/anularChecada';
import { anularText as t } from '../messages';

type AnularChecadaModalProps = {
  punch: Punch;
  onClose: () => void;
};

/**
 * 'Anular checada': why the punch is voided (required, the contract's rule checked beside the field). The daemon's
 * refusal (a closed period, a punch already voided) is shown in the modal; on success the modal closes and the list,
 * read again, shows the punch struck through.
 */
export function AnularChecadaModal({ punch, onClose }: AnularChecadaModalProps) {
  const [motivo, setMotivo] = useState('');
  const { errors, check, clear, formRef } = useFormErrors<'motivo'>();
  const banner = useBanner();
  const anular = useAnularChecada({
    onSuccess: onClose,
    onError: (error) => banner.show(errorMessage(error, t.failed), 'error'),
  });

  return (
    <FormModal
      title={t.title}
      subtitle={
        <>
          <strong>{punch.empleado}</strong> · {punchTypeLabels[punch.tipo]} de las {formatTime(punch.hora)}, {formatDay(punch.hora)}
        </>
      }
      banner={<Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />}
      onCancel={onClose}
      formRef={formRef}
      check={() => check(contractErrors<'motivo'>(anularChecadaRequestSchema, { motivo }))}
      onSubmit={() => {
        banner.dismiss();
        anular.mutate({ id: punch.id, motivo });
      }}
      busy={anular.isPending}
      submitLabel={t.submit}
      busyLabel={t.busy}
    >
      <Field label={t.field} required error={errors.motivo}>
        {(control) => (
          <textarea
            {...control}
            className="input punch-void__motivo"
            name="motivo"
            maxLength={MOTIVO_ANULACION_LENGTH.max}
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
      <p className="punch-void__hint">{t.hint}</p>
    </FormModal>
  );
}
