/**
 * Every reason a photo gives no usable face or no identity, for enrolment and the kiosk alike.
 * No HTTP and no sentences here: services/faces/faceOutcomes.ts turns an outcome into the answer people read.
 */

/** What the pipeline refuses before any identity is looked up (see pipeline.ts). */
export type PhotoProblem =
  | { reason: 'no_face' }
  /** Enrolment: more than one face that matters; kiosk: a second face of comparable size. */
  | { reason: 'multiple_faces'; count: number }
  | { reason: 'too_small'; sidePx: number; minSidePx: number }
  | { reason: 'blurred'; sharpness: number; minSharpness: number }
  /** Refused by the blur gate, but the face is dark: the fix is light, not stillness (FACE_DEFAULTS.quality.minFaceLuminance). */
  | { reason: 'too_dark'; luminance: number; minLuminance: number };

export type FaceOutcome =
  | PhotoProblem
  /**
   * Only with liveness `block`: p(real) under the threshold (no identity is looked up), or a challenge the frames
   * did not show (`challenge: 'failed'`: the head did not turn as asked).
   */
  | { reason: 'spoof'; liveness: number; challenge?: 'failed' }
  /**
   * Only with liveness `block`: the face fills the kiosk's frames, leaving too little of the surroundings to tell one
   * camera from a set of photos (FACE_DEFAULTS.liveness.burst.sceneMinShare): the person is asked to step back.
   */
  | { reason: 'too_close' }
  /** Best score under the threshold, an empty gallery, or an employee no longer active. */
  | { reason: 'unknown_face'; score: number | null; margin: number | null; liveness: number | null }
  /** Above the threshold but too close to a second employee. */
  | { reason: 'ambiguous'; score: number; margin: number; liveness: number }
  /**
   * Enrolment: the face already belongs to another employee (`active` false: one who was deactivated); without
   * `employeeId` when that employee is not the caller's to know of (another branch's, issue 26).
   */
  | { reason: 'already_registered'; employeeId: number; active: boolean }
  | { reason: 'already_registered'; employeeId?: undefined };

export type FaceOutcomeReason = FaceOutcome['reason'];

/** A recognised employee. `crop` is the aligned 112x112 face as JPEG (the punch snapshot). */
export type FaceMatch = {
  kind: 'match';
  employeeId: number;
  score: number;
  margin: number;
  liveness: number;
  /** False only when liveness is `warn` and the frames were not judged live (p(real) under the threshold, or a burst that would need a challenge). */
  livenessOk: boolean;
  /** True when the person had to answer a challenge (turn the head) before being recognised. */
  challenged: boolean;
  crop: Buffer;
  /** The embedding of the frame the match was made on (a confident punch may refresh the employee's templates). */
  embedding: Float32Array;
};

/** A challenge the kiosk must put to the person (liveness `block`, uncertain passive evidence): no punch yet. */
export type ChallengeRequest = { kind: 'challenge'; reto: string; accion: 'girar_izquierda' | 'girar_derecha'; expiraEnMs: number };

/** What identifying a kiosk photo gives: the employee, or why not. */
export type Identification = FaceMatch | { kind: 'no_match'; outcome: FaceOutcome } | ChallengeRequest;
