import type { FaceRepository, TemplateInfo } from '../../db/repositories/faces.js';
import type { Transaction } from '../../db/transaction.js';
import type { FaceDefaults } from '../../face/defaults.js';
import type { Gallery, GalleryHit } from '../../face/gallery.js';
import type { FaceMatch } from '../../face/outcome.js';
import { templatesToRetire } from '../../face/templateChoice.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { AutomaticAudit } from '../auditoria/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = { transaction: Transaction; clock: Clock; repo: FaceRepository; gallery: Gallery; defaults: FaceDefaults; audit: AutomaticAudit };

/** What the audit log keeps of a template (never the embedding or the photo). */
const described = (t: TemplateInfo) => ({ employeeId: t.employeeId, faceId: t.faceId, origen: t.origin, checadaId: t.punchId, creado: t.createdAt });

/**
 * The templates the kiosk changes by itself (issue 14 item 3), each change in SQLite, in the gallery and in the
 * audit log at once:
 * - `refresh`: after a new punch recognised beyond doubt, the punch frame becomes a 'kiosco' template, at most one a
 *   week per employee and at most `maxPerEmployee` kept (the oldest kiosk template makes room);
 * - `retireCollisions`: a 'kiosco' template that brought another employee's face close to a match is removed.
 * A 'registro' template is never touched here: only an administrator enrols or replaces those.
 */
export function createTemplateKeeper(deps: Deps) {
  const { transaction, clock, repo, gallery, defaults, audit } = deps;
  const limits = defaults.templates;
  const { threshold, margin } = defaults.matching;

  /** Why a confident punch adds no template, or undefined when it may. */
  function unsuitable(match: FaceMatch, hit: GalleryHit | undefined, stored: readonly TemplateInfo[], now: Date): string | undefined {
    if (!match.livenessOk || match.challenged) return 'liveness';
    if (match.score < limits.refresh.minScore || match.margin < limits.refresh.minMargin) return 'not_confident';
    const newest = stored.reduce((max, t) => Math.max(max, Date.parse(t.createdAt)), -Infinity);
    if (now.getTime() - newest < limits.refresh.minAgeDays * DAY_MS) return 'recent_template';
    // The gallery may have changed since the match (a replaced or retired template): judge the frame against it now.
    if (!hit || hit.employeeId !== match.employeeId || hit.margin < limits.refresh.minMargin) return 'gallery_changed';
    if (hit.score >= limits.nearDuplicate) return 'duplicate';
    if ((hit.secondScore ?? -1) >= threshold) return 'near_collision';
    return undefined;
  }

  return {
    /**
     * After a NEW punch: adds its frame as a 'kiosco' template when the match was beyond doubt. `quality` is the
     * frame's (pipeline.ts). Returns the new template's id, or undefined when nothing changed.
     */
    refresh(match: FaceMatch, punchId: number, modelId: string, quality: number): number | undefined {
      const now = clock.now();
      const stored = repo.templatesOf(match.employeeId);
      if (unsuitable(match, gallery.search(match.embedding), stored, now)) return undefined;
      const retire = templatesToRetire(stored, 1, limits.maxPerEmployee, false);
      if (!retire) return undefined; // full of enrolled templates: only an administrator changes those
      const createdAt = isoNow(clock);
      const faceId = transaction(() => {
        const id = repo.insert({
          employeeId: match.employeeId,
          embedding: match.embedding,
          modelId,
          quality,
          cropJpeg: match.crop,
          createdAt,
          origin: 'kiosco',
          punchId,
        });
        audit('rostros.agregar_kiosco', null, {
          employeeId: match.employeeId,
          faceId: id,
          origen: 'kiosco',
          checadaId: punchId,
          score: match.score,
          margin: match.margin,
        });
        for (const old of stored.filter((t) => retire.includes(t.faceId))) {
          repo.deleteTemplate(old.faceId);
          audit('rostros.retirar_kiosco', described(old), {
            motivo: `Se guardan como máximo ${limits.maxPerEmployee} fotos de referencia`,
            reemplazadaPor: id,
          });
        }
        return id;
      });
      gallery.removeFaces(retire);
      gallery.add(match.employeeId, match.embedding, faceId);
      return faceId;
    },

    /**
     * A kiosk identification whose second employee came close: removes the 'kiosco' templates responsible. The second
     * employee's best template when it reached the threshold (another person's face would have matched it); both
     * employees' best templates when the result was ambiguous (which of the two drifted cannot be told). Returns
     * whether any was removed (the caller searches again).
     */
    retireCollisions(hit: GalleryHit): boolean {
      if (hit.secondEmployeeId === null || hit.secondScore === null || hit.secondFaceId === null) return false;
      const suspects = new Set<number>();
      if (hit.secondScore >= threshold) suspects.add(hit.secondFaceId);
      if (hit.score >= threshold && hit.margin < margin) suspects.add(hit.faceId).add(hit.secondFaceId);
      if (suspects.size === 0) return false;
      const kiosk = [...suspects].map((id) => repo.template(id)).filter((t): t is TemplateInfo => t?.origin === 'kiosco');
      if (kiosk.length === 0) return false;
      transaction(() => {
        for (const t of kiosk) {
          repo.deleteTemplate(t.faceId);
          const other = t.employeeId === hit.employeeId ? hit.secondEmployeeId : hit.employeeId;
          audit('rostros.retirar_colision', described(t), {
            motivo: 'Se parece demasiado a otro empleado',
            otroEmpleadoId: other,
            score: Math.round(hit.score * 1000) / 1000,
            segundoScore: Math.round((hit.secondScore as number) * 1000) / 1000,
          });
        }
      });
      gallery.removeFaces(kiosk.map((t) => t.faceId));
      return true;
    },
  };
}

export type TemplateKeeper = ReturnType<typeof createTemplateKeeper>;
