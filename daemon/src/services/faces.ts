import type { Db } from '../db/connection.js';
import { faceRepository } from '../db/repositories/faces.js';
import { employeeNotFound, faceEngineUnavailable } from '../errors.js';
import { FACE_DEFAULTS, type FaceDefaults } from '../face/defaults.js';
import { dotRow, Gallery } from '../face/gallery.js';
import type { FaceEngineLoad } from '../face/load.js';
import type { FaceOutcome, Identification } from '../face/outcome.js';
import { analyze, encodeJpeg, type AnalyzedFace } from '../face/pipeline.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { createChallengeStore } from './challenges.js';
import { faceError, withImageErrors } from './faceOutcomes.js';
import { createKioskIdentifier } from './kioskIdentify.js';

export type LivenessMode = 'off' | 'warn' | 'block';

export type FaceServiceDeps = {
  db: Db;
  engine: FaceEngineLoad;
  clock: Clock;
  liveness: LivenessMode;
  defaults?: FaceDefaults;
};

/** `replaced`: how many earlier faces of the employee a replacing enrolment removed. */
export type EnrollResult = { faceId: number; quality: number; replaced?: number };

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Face enrolment and identification. Holds the in-memory gallery (every active employee's embeddings,
 * loaded from SQLite at start). Routes call this; only this and src/face touch the engine.
 */
export function createFaceService(deps: FaceServiceDeps) {
  const defaults = deps.defaults ?? FACE_DEFAULTS;
  const repo = faceRepository(deps.db);
  const gallery = new Gallery();

  const engine = () => {
    if (deps.engine.status === 'ok') return deps.engine.engine;
    throw faceEngineUnavailable(deps.engine.reason);
  };

  const reload = (): number => {
    gallery.clear();
    if (deps.engine.status !== 'ok') return 0;
    for (const f of repo.activeEmbeddings(deps.engine.engine.modelId)) gallery.add(f.employeeId, f.embedding);
    return gallery.size;
  };

  const requireEmployee = (employeeId: number) => {
    const employee = Number.isSafeInteger(employeeId) && employeeId > 0 ? repo.employee(employeeId) : undefined;
    if (!employee) throw employeeNotFound();
    return employee;
  };

  /**
   * Another employee this face already belongs to (score >= threshold): the gallery holds the active
   * employees; deactivated ones are read from SQLite (enrolment is rare), so a person who left cannot
   * come back under a second name either.
   */
  const registeredOwner = (embedding: Float32Array, employeeId: number, modelId: string) => {
    const hit = gallery.search(embedding, { excludeEmployeeId: employeeId });
    if (hit && hit.score >= defaults.matching.threshold) return { employeeId: hit.employeeId, active: true };
    let best: { employeeId: number; score: number } | undefined;
    for (const f of repo.inactiveEmbeddings(modelId)) {
      if (f.employeeId === employeeId) continue;
      const score = dotRow(f.embedding, 0, embedding, embedding.length);
      if (score >= defaults.matching.threshold && (!best || score > best.score)) best = { employeeId: f.employeeId, score };
    }
    return best && { employeeId: best.employeeId, active: false };
  };

  const analyzeFrame = (image: string | Buffer) => withImageErrors(() => analyze(engine(), image, 'identify', defaults));

  /** The gallery's answer for an analysed kiosk face whose liveness the caller has already judged. */
  const match = async (face: AnalyzedFace, liveness: { score: number; ok: boolean; challenged: boolean }): Promise<Identification> => {
    const hit = gallery.search(face.embedding);
    const livenessScore = round3(liveness.score);
    if (!hit || hit.score < defaults.matching.threshold) {
      const outcome: FaceOutcome = { reason: 'unknown_face', score: hit ? round3(hit.score) : null, margin: hit ? round3(hit.margin) : null, liveness: livenessScore };
      return { kind: 'no_match', outcome };
    }
    const score = round3(hit.score);
    const margin = round3(hit.margin);
    if (hit.margin < defaults.matching.margin) return { kind: 'no_match', outcome: { reason: 'ambiguous', score, margin, liveness: livenessScore } };
    const crop = await encodeJpeg(face.aligned);
    return {
      kind: 'match',
      employeeId: hit.employeeId,
      score,
      margin,
      liveness: livenessScore,
      livenessOk: liveness.ok,
      challenged: liveness.challenged,
      crop,
      embedding: face.embedding,
    };
  };

  const kiosk = createKioskIdentifier({
    analyzeFrame,
    match,
    mode: deps.liveness,
    defaults,
    challenges: createChallengeStore({ clock: deps.clock, ttlMs: defaults.liveness.challenge.ttlMs }),
  });

  reload();

  return {
    status: (): { status: 'ok' } | { status: 'error'; reason: string } =>
      deps.engine.status === 'ok' ? { status: 'ok' } : { status: 'error', reason: deps.engine.reason },

    /** How many faces the gallery holds (active employees, current model). */
    gallerySize: () => gallery.size,

    requireEmployee: (employeeId: number): void => {
      requireEmployee(employeeId);
    },

    /**
     * Stores one face for the employee: exactly one usable face, not already registered to a
     * different employee, active or not (at or above the match threshold). 404 / 422 / 409 / 503 as AppErrors.
     */
    async enroll(employeeId: number, image: string | Buffer, options: { replace?: boolean } = {}): Promise<EnrollResult> {
      requireEmployee(employeeId);
      const eng = engine();
      const result = await withImageErrors(() => analyze(eng, image, 'enroll', defaults));
      if (!result.ok) throw faceError(result, 'enroll');
      const { face } = result;
      // From here on no await: the duplicate check and the insert see the same gallery.
      const employee = requireEmployee(employeeId); // it may have been deleted while we analysed
      const owner = registeredOwner(face.embedding, employeeId, eng.modelId);
      if (owner) throw faceError({ reason: 'already_registered', ...owner }, 'enroll');
      if (!face.alignedJpeg) throw new Error('enrol analysis must include the aligned JPEG');
      const cropJpeg = face.alignedJpeg;
      // Replacing: the old faces go only once the new one is stored, in one transaction.
      const { faceId, replaced } = deps.db.transaction(() => {
        const removed = options.replace ? repo.deleteByEmployee(employeeId) : 0;
        const id = repo.insert({ employeeId, embedding: face.embedding, modelId: eng.modelId, quality: face.quality, cropJpeg, createdAt: isoNow(deps.clock) });
        return { faceId: id, replaced: removed };
      })();
      if (options.replace) gallery.removeEmployee(employeeId);
      if (employee.active) gallery.add(employeeId, face.embedding);
      return options.replace ? { faceId, quality: face.quality, replaced } : { faceId, quality: face.quality };
    },

    /**
     * Who is in one photo (`{image}`): judged on the passive liveness score alone (it refuses only in `block`), then
     * a match needs score >= threshold AND margin >= margin over the next employee.
     */
    async identify(image: string | Buffer): Promise<Identification> {
      return kiosk.identifyFrames([image]);
    },

    /**
     * Who is in a burst of kiosk frames, or in the frames answering a challenge (`reto`): see kioskIdentify.ts.
     * With liveness `block`, an uncertain burst gives `{kind: 'challenge'}` and no identity yet.
     */
    identifyFrames: (images: readonly (string | Buffer)[], opts: { deviceId?: number; reto?: string } = {}): Promise<Identification> =>
      kiosk.identifyFrames(images, opts),

    /** Takes the employee out of the gallery (deactivation); the stored faces stay in SQLite. */
    removeEmployee: (employeeId: number): void => {
      gallery.removeEmployee(employeeId);
    },

    /** Puts a re-activated employee's stored faces back in the gallery (only theirs: no full reload). */
    addEmployee: (employeeId: number): void => {
      if (deps.engine.status !== 'ok') return;
      gallery.removeEmployee(employeeId); // a retried reactivation must not add the faces twice
      for (const f of repo.embeddingsOf(employeeId, deps.engine.engine.modelId)) gallery.add(f.employeeId, f.embedding);
    },

    /** Re-reads the whole gallery from SQLite. Returns its size. */
    reload,

    async close(): Promise<void> {
      if (deps.engine.status === 'ok') await deps.engine.engine.close();
    },
  };
}

export type FaceService = ReturnType<typeof createFaceService>;
