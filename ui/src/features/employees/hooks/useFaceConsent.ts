import type { Aviso, Consentimiento } from '@reloj/contract/privacidad';
import { usePrivacidad } from '../../../api/privacidad';
import { useConsents } from '../api/consent';

/**
 * Whether a face may be registered, and what must be asked first (LFPDPPP): no notice published ('none': no face at
 * all), the employee's consent to the current notice already given ('given'), or to be asked now ('ask').
 */
export type FaceConsent =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'none' }
  | { status: 'ask'; aviso: Aviso }
  | { status: 'given'; aviso: Aviso; consent: Consentimiento };

/** The current notice and, for an existing employee, their consent in force for it. */
export function useFaceConsent(employeeId?: number): FaceConsent {
  const notice = usePrivacidad();
  const consents = useConsents(employeeId);
  const consentsPending = employeeId !== undefined && consents.isPending;
  if (notice.isPending || consentsPending) return { status: 'loading' };
  if (notice.isError || consents.isError) {
    return {
      status: 'error',
      retry: () => {
        if (notice.isError) void notice.refetch();
        if (consents.isError) void consents.refetch();
      },
    };
  }
  const aviso = notice.data.aviso;
  if (!aviso) return { status: 'none' };
  const consent = consents.data?.find((c) => c.version === aviso.version && c.retiradoEn === null);
  return consent ? { status: 'given', aviso, consent } : { status: 'ask', aviso };
}
