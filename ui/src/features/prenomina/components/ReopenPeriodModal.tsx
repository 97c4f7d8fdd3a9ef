import { MOTIVO_REAPERTURA_LENGTH, periodoReabrirSchema, type Periodo } from '@reloj/contract/periodos';
import { MotivoDialog } from '../../../components/MotivoDialog';
import { useBanner } from '../../../components/useBanner';
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
  const banner = useBanner();
  const reopen = useReopenPeriod({
    onSuccess: (reopened) => onReopened(reopened),
    onError: (error) => banner.show(errorMessage(error, t.failed), 'error'),
  });
  const version = periodo.versiones.at(-1)?.version ?? 1;

  return (
    <MotivoDialog
      title={t.title}
      subtitle={<strong>{formatRango(periodo.desde, periodo.hasta)}</strong>}
      banner={banner}
      schema={periodoReabrirSchema}
      maxLength={MOTIVO_REAPERTURA_LENGTH.max}
      text={t}
      className="input--lines"
      intro={<p className="pn-reopen__explain">{t.explain(version)}</p>}
      busy={reopen.isPending}
      onSubmit={(motivo) => reopen.mutate({ id: periodo.id, motivo })}
      onClose={onClose}
    />
  );
}
