import type { FaceMatch } from '../face/outcome.js';

/**
 * What the face engine answers when the camera sees this employee, live: for API tests about what a punch does (the
 * engine has its own tests on real photos).
 */
export const faceSeen = (employeeId: number, score = 0.8): FaceMatch => ({
  kind: 'match',
  employeeId,
  score,
  margin: 0.3,
  liveness: 0.97,
  livenessOk: true,
  challenged: false,
  crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  embedding: new Float32Array(512),
});
