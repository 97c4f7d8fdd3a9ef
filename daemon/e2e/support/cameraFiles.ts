/**
 * The browser tests whose fake webcam (fakeWebcam.ts) feeds the kiosk or the enrolment: named one by one, so that a
 * kiosk test without the camera (kioskIdentity) runs with the screens. In the suite they run one after another in one
 * worker (withCamera.test.ts); each still runs by itself under the 'camera' project.
 */
export const CAMERA = [
  'e2e/kioskGuidance.test.ts',
  'e2e/kiosk.test.ts',
  'e2e/kioskButtons.test.ts',
  'e2e/employees.test.ts',
  'e2e/kioskChallenge.test.ts',
  'e2e/kioskNip.test.ts',
] as const;
