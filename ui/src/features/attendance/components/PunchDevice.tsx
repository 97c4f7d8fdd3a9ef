import type { Punch } from '@reloj/contract/attendance';
import { MANUAL_PUNCH, PIN_PUNCH } from '../messages';

/** Where the punch was taken; a NIP punch is marked, since no face was compared and its photo is the only evidence. */
export function PunchDevice({ punch }: { punch: Pick<Punch, 'dispositivo' | 'metodo'> }) {
  return (
    <span className="punch-device">
      {punch.dispositivo ?? MANUAL_PUNCH}
      {punch.metodo === 'nip' && (
        <span className="pill tone-warn punch-method--nip" title={PIN_PUNCH.title}>
          {PIN_PUNCH.label}
        </span>
      )}
    </span>
  );
}
