import type { CheckInResult } from '@reloj/contract/attendance';

/**
 * The punch as the person at the kiosk met it. The daemon marks `repetida` both for a second press within the
 * duplicate window and for a resent request (same Idempotency-Key) it had already stored; when this kiosk itself sent
 * the press again because the first answer was lost, the stored punch is this press's own, so it is shown as new
 * (the SPEC welcome), never as 'ya estaba registrada' (issue 45 item 6).
 */
export function ownPunch(punch: CheckInResult, resent: boolean): CheckInResult {
  return resent && punch.repetida ? { ...punch, repetida: false } : punch;
}
