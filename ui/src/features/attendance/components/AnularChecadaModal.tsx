import type { Punch } from '@reloj/contract/attendance';
import { anularChecadaRequestSchema, MOTIVO_ANULACION_LENGTH } from '@reloj/contract/attendance';
import { MotivoDialog } from '../../../components/MotivoDialog';
import { useBanner } from '../../../components/useBanner';
import { formatDay, formatTime } from '../../../lib/dateTime';
import { errorMessage } from '../../../lib/errorMessage';
import { punchTypeLabels } from '../../../lib/labels';
import { useAnularChecada } from '../api/anularChecada';
import { anularText as t } from '../messages';

type AnularChecadaModalProps = {
  punch: Punch;
  onClose: () => void;
  /** The daemon stored the anulación. */
  onVoided: (punch: Punch) => void;
};

/**
 * 'Anular checada': why the punch is voided (required, the contract's rule checked beside the field). The daemon's
 * refusal (a closed period, a punch already voided) is shown in the modal; on success `onVoided` (the page closes the
 * modal and says so in its banner) and the list, read again, shows the punch struck through.
 */
export function AnularChecadaModal({ punch, onClose, onVoided }: AnularChecadaModalProps) {
  const banner = useBanner();
  const anular = useAnularChecada({
    onSuccess: () => onVoided(punch),
    onError: (error) => banner.show(errorMessage(error, t.failed), 'error'),
  });

  return (
    <MotivoDialog
      title={t.title}
      subtitle={
        <>
          <strong>{punch.empleado}</strong> · {punchTypeLabels[punch.tipo]} de las {formatTime(punch.hora)}, {formatDay(punch.hora)}
        </>
      }
      banner={banner}
      schema={anularChecadaRequestSchema}
      maxLength={MOTIVO_ANULACION_LENGTH.max}
      text={t}
      className="input--lines"
      hint={<p className="punch-void__hint">{t.hint}</p>}
      busy={anular.isPending}
      onSubmit={(motivo) => anular.mutate({ id: punch.id, motivo })}
      onClose={onClose}
    />
  );
}
