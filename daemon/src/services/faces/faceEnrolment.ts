import { AppError, burstOfSeveralPeople, differentPeople, inPhoto } from '../../errors.js';
import type { FaceDefaults } from '../../face/defaults.js';
import type { AnalyzedFace, AnalyzeResult } from '../../face/pipeline.js';
import { distinctBest, personGroups } from '../../face/templateChoice.js';
import { faceError } from './faceOutcomes.js';

/** `foto`: one photo (`{image}`); `camara`: the frames of a webcam burst; `archivos`: photos an administrator uploaded. */
export type EnrolSource = 'foto' | 'camara' | 'archivos';

/** A face to store, and which photo of the request (1-based) it came from. */
export type EnrolFace = { face: AnalyzedFace; photo: number };

/**
 * The faces of one enrolment worth storing, or the refusal (an AppError) when none is:
 * - `foto`, `archivos`: every photo must hold one usable face, all of one person; each is kept. With several photos
 *   a refusal names the photo ('La foto 3: …').
 * - `camara`: frames without a usable face are skipped (the first one's problem is the answer when none is usable);
 *   the frames must show one person; the best `burstKeep` that are not the same picture are kept.
 * "One person" is the kiosk's own test (matching.threshold), through a chain of photos (templateChoice.ts): a photo
 * the kiosk could not tell is the person would not help it recognise them either, and a template of someone else would
 * let that person punch as the employee. Measured on the sample photos: 2 of the 96 pairs of one person score under it
 * (0.37 and 0.39: such a pair alone is refused, a third photo resembling both joins them); no pair of two people reaches
 * it (highest 0.304 of 1,389).
 */
export async function enrolFaces(
  analyse: (image: string | Buffer) => Promise<AnalyzeResult>,
  images: readonly (string | Buffer)[],
  source: EnrolSource,
  defaults: FaceDefaults,
): Promise<EnrolFace[]> {
  const named = source === 'archivos' && images.length > 1;
  const refuse = (photo: number, error: AppError) => (named ? inPhoto(photo, error) : error);
  const usable: EnrolFace[] = [];
  let firstProblem: AppError | undefined;
  for (const [i, image] of images.entries()) {
    const photo = i + 1;
    let result: AnalyzeResult;
    try {
      result = await analyse(image);
    } catch (error) {
      throw error instanceof AppError ? refuse(photo, error) : error;
    }
    if (result.ok) {
      usable.push({ face: result.face, photo });
      continue;
    }
    if (source !== 'camara') throw refuse(photo, faceError(result, 'enroll'));
    firstProblem ??= faceError(result, 'enroll');
  }
  if (usable.length === 0) throw firstProblem ?? new Error('an enrolment needs at least one photo');

  const groups = personGroups(
    usable.map((u) => u.face.embedding),
    defaults.matching.threshold,
  );
  const main = groups[0] as number[];
  if (groups.length > 1) {
    if (source === 'camara') throw burstOfSeveralPeople();
    const apart = usable.findIndex((_, i) => !main.includes(i));
    throw differentPeople((usable[apart] as EnrolFace).photo);
  }
  if (source !== 'camara') return usable;
  const kept = distinctBest(
    usable.map((u) => ({ ...u, embedding: u.face.embedding, quality: u.face.quality })),
    defaults.templates.burstKeep,
    defaults.templates.nearDuplicate,
  );
  return kept.map(({ face, photo }) => ({ face, photo }));
}
