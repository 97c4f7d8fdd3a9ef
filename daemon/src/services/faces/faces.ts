import type { Repositories } from '../../db/repositories/index.js';
import { employeeNotFound, inPhoto } from '../../errors.js';
import { FACE_DEFAULTS, type FaceDefaults } from '../../face/defaults.js';
import { dotRow, Gallery } from '../../face/gallery.js';
import type { FaceEngine } from '../../face/engine.js';
import type { FaceEngineLoad } from '../../face/load.js';
import { faceEngineSlot } from './engineSlot.js';
import type { FaceMatch, FaceOutcome, Identification } from '../../face/outcome.js';
import { analyze, encodeJpeg, type AnalyzedFace } from '../../face/pipeline.js';
import { templatesToRetire } from '../../face/templateChoice.js';
import { inBranches, type Branches } from '../../lib/branches.js';
import { concurrencyLimit } from '../../lib/concurrencyLimit.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { FaceCheck } from '@reloj/contract/faceCheck';
import { automaticAudit } from '../auditoria/index.js';
import { createChallengeStore } from './challenges.js';
import { enrolFaces, type EnrolFace, type EnrolSource } from './faceEnrolment.js';
import { faceError, withImageErrors } from './faceOutcomes.js';
import { createTemplateKeeper } from './faceTemplates.js';
import { createKioskIdentifier, type LivenessMode } from './kioskIdentify.js';

/** Kiosk frames analysed at once, all kiosks together: a whole burst (2 model workers, each with a frame waiting). */
const KIOSK_FRAMES_AT_ONCE = 4;
export type { LivenessMode };

export type FaceServiceDeps = Pick<Repositories, 'faces' | 'auditoria' | 'transaction'> & {
  /** Loaded, or still loading (main.ts listens first): the gallery fills when the models are in (issue 46). */
  engine: FaceEngineLoad | Promise<FaceEngineLoad>;
  clock: Clock;
  liveness: LivenessMode;
  defaults?: FaceDefaults;
};

/**
 * `faceId` / `quality`: the first template stored (what a one-photo client reads); `faceIds`: every template stored,
 * in the order of the photos (a burst: best first); `plantillas`: how many the employee has now; `replaced`: how many
 * earlier templates a replacing enrolment removed; `retirados`: earlier templates retired to keep at most `maxPerEmployee`.
 */
/**
 * `replace`: the new templates replace the employee's earlier ones; `beforeStore` may refuse, inside the transaction that
 * stores; `branches`: the caller's (an account limited to some is not told who of another branch a face belongs to).
 */
export type EnrolOptions = { replace?: boolean; beforeStore?: () => void; branches?: Branches };

export type EnrollResult = { faceId: number; quality: number; faceIds: number[]; plantillas: number; replaced?: number; retirados: number[] };

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Face enrolment and identification. Holds the in-memory gallery (every active employee's embeddings,
 * loaded from SQLite at start). Routes call this; only this and src/face touch the engine.
 */
export function createFaceService(deps: FaceServiceDeps) {
  const defaults = deps.defaults ?? FACE_DEFAULTS;
  const repo = deps.faces;
  const gallery = new Gallery();
  const templates = createTemplateKeeper({
    transaction: deps.transaction,
    clock: deps.clock,
    repo,
    gallery,
    defaults,
    audit: automaticAudit(deps.auditoria, deps.clock),
  });
  /**
   * The quality of each frame this service matched, by its embedding: a FaceMatch does not carry it, and only a match
   * made here (never one built elsewhere) may become a template. Weak: forgotten with the match.
   */
  const matchedQuality = new WeakMap<Float32Array, number>();

  const slot = faceEngineSlot(deps.engine);
  const engine = slot.require;
  /** The loaded engine's model, or undefined while loading or when it could not load. */
  const modelId = () => {
    const state = slot.state();
    return state.status === 'ok' ? state.engine.modelId : undefined;
  };

  const reload = (): number => {
    gallery.clear();
    const model = modelId();
    if (model === undefined) return 0;
    for (const f of repo.activeEmbeddings(model)) gallery.add(f.employeeId, f.embedding, f.faceId);
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
  const registeredOwner = (embedding: Float32Array, employeeId: number | undefined, modelId: string) => {
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

  // Issue 46: a burst's 4 frames side by side (one in each model worker while the next is decoded and aligned here),
  // and never more than that over all kiosks, so a shift change's crowd does not hold hundreds of decoded frames at once.
  const analyzeFrame = concurrencyLimit(KIOSK_FRAMES_AT_ONCE, (image: string | Buffer) =>
    withImageErrors(() => analyze(engine(), image, 'identify', defaults)),
  );

  /** The gallery's answer for an analysed kiosk face whose liveness the caller has already judged. */
  const match = async (face: AnalyzedFace, liveness: { score: number; ok: boolean; challenged: boolean }): Promise<Identification> => {
    let hit = gallery.search(face.embedding);
    if (hit && templates.retireCollisions(hit)) hit = gallery.search(face.embedding);
    const livenessScore = round3(liveness.score);
    if (!hit || hit.score < defaults.matching.threshold) {
      const outcome: FaceOutcome = {
        reason: 'unknown_face',
        score: hit ? round3(hit.score) : null,
        margin: hit ? round3(hit.margin) : null,
        liveness: livenessScore,
      };
      return { kind: 'no_match', outcome };
    }
    const score = round3(hit.score);
    const margin = round3(hit.margin);
    if (hit.margin < defaults.matching.margin) return { kind: 'no_match', outcome: { reason: 'ambiguous', score, margin, liveness: livenessScore } };
    const crop = await encodeJpeg(face.aligned);
    matchedQuality.set(face.embedding, face.quality);
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

  const enrolmentFaces = (eng: FaceEngine, images: readonly (string | Buffer)[], source: EnrolSource) =>
    enrolFaces((image) => withImageErrors(() => analyze(eng, image, 'enroll', defaults)), images, source, defaults);

  /**
   * 409 when a face already belongs to another employee than `employeeId` (any employee when undefined); naming that
   * employee only to a caller who may see their branch.
   */
  const refuseTakenFaces = (faces: readonly EnrolFace[], photos: number, source: EnrolSource, modelId: string, branches: Branches, employeeId?: number) => {
    for (const { face, photo } of faces) {
      const owner = registeredOwner(face.embedding, employeeId, modelId);
      if (!owner) continue;
      const known = inBranches(branches, repo.employee(owner.employeeId)?.sucursalId);
      const refusal = faceError(known ? { reason: 'already_registered', ...owner } : { reason: 'already_registered' }, 'enroll');
      throw source === 'archivos' && photos > 1 ? inPhoto(photo, refusal) : refusal;
    }
  };

  async function enrollTemplates(employeeId: number, images: readonly (string | Buffer)[], source: EnrolSource, options: EnrolOptions): Promise<EnrollResult> {
    requireEmployee(employeeId);
    const eng = engine();
    const faces = await enrolmentFaces(eng, images, source);
    // From here on no await: the duplicate check and the inserts see the same gallery.
    const employee = requireEmployee(employeeId); // it may have been deleted while we analysed
    refuseTakenFaces(faces, images.length, source, eng.modelId, options.branches ?? null, employeeId);
    const createdAt = isoNow(deps.clock);
    // Replacing: the old templates go only once the new ones are stored, in one transaction.
    const stored = deps.transaction(() => {
      options.beforeStore?.(); // e.g. the consent, checked again: it may have been withdrawn while the photos were analysed
      const replaced = options.replace ? repo.deleteByEmployee(employeeId) : 0;
      const kept = repo.templatesOf(employeeId);
      const retired = templatesToRetire(kept, faces.length, defaults.templates.maxPerEmployee, true) ?? kept.map((t) => t.faceId);
      for (const id of retired) repo.deleteTemplate(id);
      const faceIds = faces.map(({ face }) => {
        if (!face.alignedJpeg) throw new Error('enrol analysis must include the aligned JPEG');
        return repo.insert({ employeeId, embedding: face.embedding, modelId: eng.modelId, quality: face.quality, cropJpeg: face.alignedJpeg, createdAt });
      });
      return { replaced, retired, faceIds, total: kept.length - retired.length + faceIds.length };
    });
    if (options.replace) gallery.removeEmployee(employeeId);
    gallery.removeFaces(stored.retired);
    if (employee.active) faces.forEach(({ face }, i) => gallery.add(employeeId, face.embedding, stored.faceIds[i]));
    const first = (faces[0] as (typeof faces)[number]).face;
    const result: EnrollResult = {
      faceId: stored.faceIds[0] as number,
      quality: first.quality,
      faceIds: stored.faceIds,
      plantillas: stored.total,
      retirados: stored.retired,
    };
    return options.replace ? { ...result, replaced: stored.replaced } : result;
  }

  slot.whenSettled(() => reload());

  return {
    status: (): { status: 'ok' | 'loading' } | { status: 'error'; reason: string } => {
      const state = slot.state();
      return state.status === 'error' ? { status: 'error', reason: state.reason } : { status: state.status };
    },

    /** The engine as the kiosk's guidance (framing.ts) reaches it: loaded, loading or unavailable. */
    engine: slot,

    /** Runs `fn` once the models have loaded (or failed to), with the gallery already filled. */
    whenEngineSettled: (fn: (load: FaceEngineLoad) => void): void => slot.whenSettled(fn),

    /** How many faces the gallery holds (active employees, current model). */
    gallerySize: () => gallery.size,

    requireEmployee: (employeeId: number): void => {
      requireEmployee(employeeId);
    },

    /** One photo (`{image}`): `enrollMany` with a single photo, refused with the photo's own sentence. */
    enroll: (employeeId: number, image: string | Buffer, options: EnrolOptions = {}): Promise<EnrollResult> =>
      enrollTemplates(employeeId, [image], 'foto', options),

    /**
     * Stores the templates of one enrolment (faceEnrolment.ts says which faces): none may already belong to a
     * different employee, active or not (at or above the match threshold). 404 / 422 / 409 / 503 as AppErrors; a
     * refusal stores nothing.
     */
    enrollMany: (employeeId: number, images: readonly (string | Buffer)[], source: 'camara' | 'archivos', options: EnrolOptions = {}) =>
      enrollTemplates(employeeId, images, source, options),

    /**
     * The enrolment's verdict on photos of someone not yet an employee ('Nuevo Empleado' asks before creating them):
     * the same refusals as `enrollMany` (422, 409 when the face is already any employee's, 503), or the quality of the
     * first face that would be kept. Stores nothing; the photos are dropped with the analysis.
     */
    async check(images: readonly (string | Buffer)[], source: EnrolSource, branches: Branches = null): Promise<FaceCheck> {
      const eng = engine();
      const faces = await enrolmentFaces(eng, images, source);
      refuseTakenFaces(faces, images.length, source, eng.modelId, branches);
      return { ok: true, calidad: round3((faces[0] as EnrolFace).face.quality) };
    },

    /**
     * After a new kiosk punch: its frame may become a template (faceTemplates.ts). Only a match this service made
     * qualifies; anything else is ignored.
     */
    refreshTemplates(match: FaceMatch, punchId: number): void {
      const quality = matchedQuality.get(match.embedding);
      const model = modelId();
      if (quality === undefined || model === undefined) return;
      templates.refresh(match, punchId, model, quality);
    },

    /**
     * Who is in one photo (`{image}`): a match needs score >= threshold AND margin >= margin over the next employee.
     * Liveness is judged on the passive score alone (it refuses only in `block`); in `block` one photo is never enough
     * (issue 39): a recognised employee gives `{kind: 'challenge'}` on that kiosk (`deviceId`), and is refused without
     * one (kioskIdentify.ts).
     */
    async identify(image: string | Buffer, deviceId?: number): Promise<Identification> {
      return kiosk.identifyFrames([image], { deviceId });
    },

    /**
     * Who is in a burst of kiosk frames, or in the frames answering a challenge (`reto`): see kioskIdentify.ts.
     * With liveness `block`, an uncertain burst gives `{kind: 'challenge'}` and no identity yet.
     */
    identifyFrames: (images: readonly (string | Buffer)[], opts: { deviceId?: number; reto?: string } = {}): Promise<Identification> =>
      kiosk.identifyFrames(images, opts),

    /**
     * Issue 45: whom the face of one kiosk frame resembles (at or above the match threshold, margin not asked), for a
     * check-in already refused for liveness; null when no usable face or nobody is that close. Identifies nobody: no
     * punch, no template, no challenge.
     */
    async resemble(image: string | Buffer): Promise<{ employeeId: number; score: number } | null> {
      const result = await analyzeFrame(image);
      if (!result.ok) return null;
      const hit = gallery.search(result.face.embedding);
      return hit && hit.score >= defaults.matching.threshold ? { employeeId: hit.employeeId, score: round3(hit.score) } : null;
    },

    /** Takes the employee out of the gallery (deactivation); the stored faces stay in SQLite. */
    removeEmployee: (employeeId: number): void => {
      gallery.removeEmployee(employeeId);
    },

    /** Deletes every template of the employee, from SQLite and from the gallery (withdrawn consent, retention, ARCO). */
    forgetEmployee: (employeeId: number): number => {
      const deleted = repo.deleteByEmployee(employeeId);
      gallery.removeEmployee(employeeId);
      return deleted;
    },

    /** Puts a re-activated employee's stored faces back in the gallery (only theirs: no full reload). */
    addEmployee: (employeeId: number): void => {
      const model = modelId();
      if (model === undefined) return; // still loading: the whole gallery is read when the models are in
      gallery.removeEmployee(employeeId); // a retried reactivation must not add the faces twice
      for (const f of repo.embeddingsOf(employeeId, model)) gallery.add(f.employeeId, f.embedding, f.faceId);
    },

    /** Re-reads the whole gallery from SQLite. Returns its size. */
    reload,

    async close(): Promise<void> {
      const state = slot.state();
      if (state.status === 'ok') await state.engine.close();
    },
  };
}

export type FaceService = ReturnType<typeof createFaceService>;
