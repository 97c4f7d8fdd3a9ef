import { SALIDA_CONFIRMATION_MS } from '@reloj/contract/attendance';

/** How often and how long the kiosk does things, in milliseconds. KioskPage takes overrides (tests use short ones). */
export type KioskTiming = {
  /** A pending device asks again whether it has been approved. */
  pendingPollMs: number;
  /** After a failed verification (server unreachable), try again. */
  errorRetryMs: number;
  /** A rejected device asks again, less often (an administrator may approve it later). */
  rejectedPollMs: number;
  /** An approved device re-checks its approval in the background (also keeps "last seen" fresh). */
  approvedPollMs: number;
  /** The success screen stays this long before the kiosk is ready for the next person. */
  successMs: number;
  /** A failure message is cleared after this long, so the next person does not read it. */
  messageMs: number;
  /** A camera that could not be opened is tried again after this long (e.g. plugged in later). */
  cameraRetryMs: number;
  /** A check-in that has not answered after this long counts as a connection failure. */
  checkInTimeoutMs: number;
  /** A check-in that could not reach the daemon (or got 502/503/504) is resent, same Idempotency-Key, for this long. */
  checkInRetryForMs: number;
  /** The first wait before resending; it doubles after each attempt, up to checkInRetryMaxDelayMs. */
  checkInRetryDelayMs: number;
  checkInRetryMaxDelayMs: number;
  /** A verification that has not answered after this long counts as a connection failure. */
  verifyTimeoutMs: number;
  /** Between the frames of a press's burst (4 frames: about a second in all). */
  burstIntervalMs: number;
  /** A challenge's instruction is read for this long before its frames are taken. */
  challengeLeadMs: number;
  /** Between the frames that answer a challenge, while the person turns the head. */
  challengeIntervalMs: number;
  /** The número de empleado keypad goes back to the camera after this long without a touch. */
  pinIdleMs: number;
  /** A número locked by too many wrong NIPs: its message stays this long, then the camera is back. */
  pinLockedMs: number;
  /** While nobody has pressed, a guidance frame is sent this long after the previous answer. */
  guidanceIntervalMs: number;
  /** A guidance answer later than this is given up (no guidance until the next one). */
  guidanceTimeoutMs: number;
  /** A daemon without guidance (an older one, or without face models) is asked again after this long. */
  guidanceRetryMs: number;
  /** A daemon whose face models are still loading after a restart (a second or two) is asked again after this long. */
  guidanceStartingMs: number;
  /** After a 'listo', the button stays enabled this long whatever the next frames say (a blink, a hand reaching out). */
  guidanceReadyGraceMs: number;
  /** A face in front of the camera this long enables the button even if the guidance still asks for something. */
  guidancePatienceMs: number;
  /** '¿Registrar SALIDA ahora?' after a salida too soon (issue 29) stays this long, as long as the daemon keeps the press. */
  confirmSalidaMs: number;
  /** After a punch that opened 'Mi asistencia' (issue 43), its button stays on the success screen this long. */
  miAsistenciaOfferMs: number;
  /** 'Mi asistencia' closes itself after this long without a touch. */
  miAsistenciaIdleMs: number;
  /** A second face in front of the camera this long closes 'Mi asistencia' (someone else could read it). */
  otherFaceMs: number;
};

export const defaultTiming: KioskTiming = {
  pendingPollMs: 5_000,
  errorRetryMs: 5_000,
  rejectedPollMs: 30_000,
  approvedPollMs: 60_000,
  successMs: 5_000,
  messageMs: 8_000,
  cameraRetryMs: 10_000,
  checkInTimeoutMs: 20_000,
  checkInRetryForMs: 60_000,
  checkInRetryDelayMs: 1_000,
  checkInRetryMaxDelayMs: 5_000,
  verifyTimeoutMs: 8_000,
  burstIntervalMs: 250,
  challengeLeadMs: 500,
  challengeIntervalMs: 250,
  pinIdleMs: 30_000,
  pinLockedMs: 6_000,
  guidanceIntervalMs: 400,
  guidanceTimeoutMs: 2_500,
  guidanceRetryMs: 30_000,
  guidanceStartingMs: 1_000,
  guidanceReadyGraceMs: 1_500,
  guidancePatienceMs: 6_000,
  confirmSalidaMs: SALIDA_CONFIRMATION_MS,
  miAsistenciaOfferMs: 20_000,
  miAsistenciaIdleMs: 30_000,
  otherFaceMs: 2_000,
};
