import type { Db } from '../db/connection.js';
import { faceRepository } from '../db/repositories/faces.js';
import { conflict, notFound, serviceUnavailable, unprocessable, type AppError } from '../errors.js';
import { FACE_DEFAULTS, type FaceDefaults } from '../face/defaults.js';
import { dotRow, Gallery } from '../face/gallery.js';
import type { FaceEngineLoad } from '../face/load.js';
import { analyze, encodeJpeg, type AnalyzeResult } from '../face/pipeline.js';
import { isoNow, type Clock } from '../lib/clock.js';

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

export type NotRecognisedReason = 'unknown_face' | 'ambiguous' | 'face_too_small' | 'face_blurred';

export type IdentifyResult =
  /**
   * `livenessOk` is false only when liveness is `warn` and p(real) is under the threshold.
   * `crop` is the aligned 112x112 face as JPEG (the punch snapshot).
   */
  | { kind: 'match'; employeeId: number; score: number; margin: number; liveness: number; livenessOk: boolean; crop: Buffer }
  /**
   * unknown_face: best score under the threshold (or empty gallery); ambiguous: above it but too close to a
   * second employee; face_too_small / face_blurred: the photo cannot be trusted (`message` says what to do).
   */
  | { kind: 'not_recognised'; reason: NotRecognisedReason; message: string; score: number | null; margin: number | null; liveness: number | null }
  | { kind: 'no_face' }
  /** Only with liveness `block`: p(real) under the threshold; no identity is looked up. */
  | { kind: 'spoof'; liveness: number };

type FaceProblem = Exclude<AnalyzeResult, { ok: true }>;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

const NOT_RECOGNISED_MESSAGE = 'Rostro no reconocido. Por favor, inténtalo de nuevo.';

/** The Spanish sentence for a photo the pipeline could not use. */
function problemMessage(p: FaceProblem): string {
  switch (p.reason) {
    case 'no_face':
      return 'No se detectó ningún rostro en la foto.';
    case 'multiple_faces':
      return 'Se detectó más de un rostro en la foto. Debe aparecer solo una persona.';
    case 'too_small':
      return `El rostro se ve demasiado pequeño (${p.sidePx} px; mínimo ${p.minSidePx} px). Acércate a la cámara o usa una foto más cercana.`;
    case 'blurred':
      return 'La foto está borrosa. Mantén la cámara quieta, con buena luz, y vuelve a intentarlo.';
  }
}

function problemError(p: FaceProblem): AppError {
  const message = problemMessage(p);
  switch (p.reason) {
    case 'no_face':
      return unprocessable('no_face', message);
    case 'multiple_faces':
      return unprocessable('multiple_faces', message, { faces: p.count });
    case 'too_small':
      return unprocessable('face_too_small', message, { sidePx: p.sidePx, minSidePx: p.minSidePx });
    case 'blurred':
      return unprocessable('face_blurred', message);
  }
}

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
    throw serviceUnavailable('face_engine_unavailable', `El reconocimiento facial no está disponible: ${deps.engine.reason}`);
  };

  const reload = (): number => {
    gallery.clear();
    if (deps.engine.status !== 'ok') return 0;
    for (const f of repo.activeEmbeddings(deps.engine.engine.modelId)) gallery.add(f.employeeId, f.embedding);
    return gallery.size;
  };

  const requireEmployee = (employeeId: number) => {
    const employee = Number.isSafeInteger(employeeId) && employeeId > 0 ? repo.employee(employeeId) : undefined;
    if (!employee) throw notFound('employee_not_found', 'El empleado no existe.');
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
      const result = await analyze(eng, image, 'enroll', defaults);
      if (!result.ok) throw problemError(result);
      const { face } = result;
      // From here on no await: the duplicate check and the insert see the same gallery.
      const employee = requireEmployee(employeeId); // it may have been deleted while we analysed
      const owner = registeredOwner(face.embedding, employeeId, eng.modelId);
      if (owner) {
        const note = owner.active ? '' : ' (dado de baja)';
        throw conflict('face_already_registered', `Este rostro ya está registrado para el empleado ID: ${owner.employeeId}${note}.`, {
          employeeId: owner.employeeId,
        });
      }
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
     * Who is in the photo: a match needs score >= threshold AND margin >= margin over the next employee.
     * Liveness is always computed and returned; it only refuses when the mode is `block`.
     */
    async identify(image: string | Buffer): Promise<IdentifyResult> {
      const result = await analyze(engine(), image, 'identify', defaults);
      if (!result.ok) {
        if (result.reason === 'too_small' || result.reason === 'blurred') {
          const reason = result.reason === 'too_small' ? 'face_too_small' : 'face_blurred';
          return { kind: 'not_recognised', reason, message: problemMessage(result), score: null, margin: null, liveness: null };
        }
        return { kind: 'no_face' };
      }
      const { face } = result;
      const liveness = round3(face.liveness);
      const livenessOk = deps.liveness === 'off' || face.liveness >= defaults.liveness.realThreshold;
      if (!livenessOk && deps.liveness === 'block') return { kind: 'spoof', liveness };

      const hit = gallery.search(face.embedding);
      const score = hit ? round3(hit.score) : null;
      const margin = hit ? round3(hit.margin) : null;
      if (!hit || hit.score < defaults.matching.threshold) {
        return { kind: 'not_recognised', reason: 'unknown_face', message: NOT_RECOGNISED_MESSAGE, score, margin, liveness };
      }
      if (hit.margin < defaults.matching.margin) {
        return { kind: 'not_recognised', reason: 'ambiguous', message: NOT_RECOGNISED_MESSAGE, score, margin, liveness };
      }
      const crop = await encodeJpeg(face.aligned);
      return { kind: 'match', employeeId: hit.employeeId, score: round3(hit.score), margin: round3(hit.margin), liveness, livenessOk, crop };
    },

    /** Takes the employee out of the gallery (deactivation); the stored faces stay in SQLite. */
    removeEmployee: (employeeId: number): void => {
      gallery.removeEmployee(employeeId);
    },

    /** Re-reads the gallery from SQLite (e.g. after an employee is re-activated). Returns its size. */
    reload,

    async close(): Promise<void> {
      if (deps.engine.status === 'ok') await deps.engine.engine.close();
    },
  };
}

export type FaceService = ReturnType<typeof createFaceService>;
