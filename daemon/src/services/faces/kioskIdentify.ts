import { challengeExpired } from '../../errors.js';
import { judgeBurst, oneCamera } from '../../face/burstVerdict.js';
import type { FaceDefaults } from '../../face/defaults.js';
import { dotRow } from '../../face/gallery.js';
import { yawRatio } from '../../face/landmarkMotion.js';
import { median } from '../../face/median.js';
import type { FaceOutcome, Identification } from '../../face/outcome.js';
import type { AnalyzedFace, AnalyzeResult } from '../../face/pipeline.js';
import { turnShown } from '../../face/turnCheck.js';
import type { ChallengeStore } from './challenges.js';

/** RELOJ_LIVENESS: what an uncertain or failed liveness check does. */
export type LivenessMode = 'off' | 'warn' | 'block';

type Deps = {
  analyzeFrame: (image: string | Buffer) => Promise<AnalyzeResult>;
  match: (face: AnalyzedFace, liveness: { score: number; ok: boolean; challenged: boolean }) => Promise<Identification>;
  mode: LivenessMode;
  defaults: FaceDefaults;
  challenges: ChallengeStore;
};

const noMatch = (outcome: FaceOutcome): Identification => ({ kind: 'no_match', outcome });
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The frame to recognise: a good picture of a face looking at the camera (a frame turned away matches worse). */
function frontalFrame(faces: readonly AnalyzedFace[], towardsYaw = 0.5): AnalyzedFace {
  let best = faces[0] as AnalyzedFace;
  let bestScore = -Infinity;
  for (const f of faces) {
    const score = f.quality * (1 - Math.min(1, 2 * Math.abs(yawRatio(f.landmarks) - towardsYaw)));
    if (score > bestScore) {
      best = f;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The kiosk's frames to an identity, liveness included (issue 14 item 2):
 * - every frame is analysed; a second person in any frame refuses the burst, frames without a usable face are
 *   skipped (the first one's problem is the answer when none is usable), consecutive frames must show one face;
 * - one frame is judged on p(real) alone; a burst on the median p(real), on its surroundings staying one camera's (the
 *   kiosk's frame size, enough of the picture outside the face) and on how the landmarks move (burstVerdict.ts);
 * - `block`: a spoof, or a face filling the frames (too close: nothing to compare around it), is refused before any
 *   identity is looked up; an uncertain burst, a burst not of the kiosk's frame size, or any single frame (one frame is
 *   no evidence of life, issue 39), of a recognised employee gets a challenge (turn the head left or right, at random)
 *   instead of a punch; a stranger is told so, never challenged;
 * - the frames answering a challenge must be one kiosk camera's (its frame size, surroundings that can be compared and
 *   stay the same), show the turn and nothing else (turnCheck.ts), the same employee and a p(real) over the threshold;
 * - `warn` judges and reports (`livenessOk`) but never refuses; `off` does not judge.
 */
export function createKioskIdentifier(deps: Deps) {
  const { defaults, mode } = deps;
  const limits = defaults.liveness;

  /** The usable faces of the frames, or the answer when they cannot be used. */
  async function usableFaces(images: readonly (string | Buffer)[]): Promise<AnalyzedFace[] | Identification> {
    const faces: AnalyzedFace[] = [];
    let firstProblem: FaceOutcome | undefined;
    // All at once (analyzeFrame bounds how many run), read in order: the same answer as one after another.
    const settled = await Promise.allSettled(images.map((image) => deps.analyzeFrame(image)));
    for (const outcome of settled) {
      if (outcome.status === 'rejected') throw outcome.reason;
      const result = outcome.value;
      if (result.ok) {
        faces.push(result.face);
        continue;
      }
      const { ok: _ok, ...problem } = result;
      if (problem.reason === 'multiple_faces') return noMatch(problem); // never choose between two people
      firstProblem ??= problem;
    }
    if (faces.length === 0) return noMatch(firstProblem ?? { reason: 'no_face' });
    for (let i = 1; i < faces.length; i++) {
      const a = (faces[i - 1] as AnalyzedFace).embedding;
      const b = (faces[i] as AnalyzedFace).embedding;
      if (dotRow(a, 0, b, b.length) < limits.burst.sameFace) return noMatch({ reason: 'multiple_faces', count: 2 });
    }
    return faces;
  }

  async function answerChallenge(images: readonly (string | Buffer)[], deviceId: number, reto: string): Promise<Identification> {
    const challenge = deps.challenges.take(reto, deviceId);
    if (!challenge) throw challengeExpired();
    const faces = await usableFaces(images);
    if (!Array.isArray(faces)) return faces;
    const liveness = median(faces.map((f) => f.liveness));
    const camera = oneCamera(faces, limits);
    // Frames of another size than the kiosk's, or surroundings that change, are not the kiosk's camera filming a turn.
    if (liveness < limits.realThreshold || camera.differ || !camera.kioskSized) return noMatch({ reason: 'spoof', liveness: round3(liveness) });
    if (!camera.comparable) return noMatch({ reason: 'too_close' });
    if (!turnShown(challenge.baselineYaw, faces, challenge.accion, limits.challenge).shown) {
      return noMatch({ reason: 'spoof', liveness: round3(liveness), challenge: 'failed' });
    }
    // Recognised on the frame nearest to where the face was when it was recognised before the challenge.
    const seen = await deps.match(frontalFrame(faces, challenge.baselineYaw), { score: liveness, ok: true, challenged: true });
    if (seen.kind === 'match' && seen.employeeId !== challenge.employeeId) {
      return noMatch({ reason: 'unknown_face', score: null, margin: null, liveness: round3(liveness) });
    }
    return seen;
  }

  async function identifyBurst(images: readonly (string | Buffer)[], deviceId: number | undefined): Promise<Identification> {
    const faces = await usableFaces(images);
    if (!Array.isArray(faces)) return faces;
    const face = frontalFrame(faces);
    if (mode === 'off') return deps.match(face, { score: median(faces.map((f) => f.liveness)), ok: true, challenged: false });

    const verdict = judgeBurst(faces, limits);
    if (mode === 'warn') return deps.match(face, { score: verdict.liveness, ok: verdict.verdict === 'live', challenged: false });
    if (verdict.verdict === 'spoof') return noMatch({ reason: 'spoof', liveness: round3(verdict.liveness) });
    if (verdict.verdict === 'too_close') return noMatch({ reason: 'too_close' });
    const seen = await deps.match(face, { score: verdict.liveness, ok: true, challenged: false });
    if (verdict.verdict === 'live' || seen.kind !== 'match') return seen;
    // Uncertain, and someone we know: they must show they are there (a single photo too: they send frames of the turn).
    // Without a kiosk to answer on, the challenge cannot be put: refused.
    if (deviceId === undefined) return noMatch({ reason: 'spoof', liveness: round3(verdict.liveness) });
    const baselineYaw = median(faces.map((f) => yawRatio(f.landmarks)));
    return { kind: 'challenge', ...deps.challenges.issue({ deviceId, employeeId: seen.employeeId, baselineYaw }) };
  }

  return {
    identifyFrames(images: readonly (string | Buffer)[], opts: { deviceId?: number; reto?: string } = {}): Promise<Identification> {
      if (opts.reto !== undefined) {
        if (opts.deviceId === undefined) throw challengeExpired();
        return answerChallenge(images, opts.deviceId, opts.reto);
      }
      return identifyBurst(images, opts.deviceId);
    },
  };
}
