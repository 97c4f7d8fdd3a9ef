import { useCallback, useState } from 'react';
import { UNRECOGNISED_BEFORE_PIN_OFFER } from '@reloj/contract/attendance';
import type { CheckInOutcome } from './useCheckIn';

/**
 * Whether the kiosk offers the número de empleado prominently: after UNRECOGNISED_BEFORE_PIN_OFFER faces in a row
 * the daemon did not recognise, until someone punches. Other refusals (no face, too far...) neither count nor reset:
 * they say what to fix, while an unrecognised face may never be recognised.
 */
export function useNipOffer() {
  const [unrecognised, setUnrecognised] = useState(0);
  const record = useCallback((outcome: CheckInOutcome) => {
    if (outcome.punched) setUnrecognised(0);
    else if (outcome.code === 'not_recognised') setUnrecognised((n) => n + 1);
  }, []);
  return { offered: unrecognised >= UNRECOGNISED_BEFORE_PIN_OFFER, record };
}
