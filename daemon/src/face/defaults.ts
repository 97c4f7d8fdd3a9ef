/**
 * Every face-engine threshold in one place. The figures in the comments were measured with
 * `npx tsx bench/calibrate.ts` on test-fixtures/faces (13 people, 55 photos: 40 tight 150x150 crops
 * and 15 full photos) with this exact pipeline; re-run it whenever a model or a pre-processing step changes.
 */
import { KIOSK_FRAME_WIDTH } from '@reloj/contract/attendance';
import type { BoxSharpnessOptions } from './boxSharpness.js';
import type { ShapeLimits } from './faceShape.js';

export type GateLimits = { minFaceSidePx: number; minSharpness: number };

export type PresentedFaceOptions = {
  sharpness: BoxSharpnessOptions;
  minRelativeSharpness: number;
  shape: ShapeLimits;
  maxShapeChecks: number;
  scoreFloor: number;
  centreWeight: number;
  sharpnessWeight: number;
};

export type FramingLimits = {
  decode: { maxInputPixels: number; maxWorkingSide: number };
  minFaceWidth: number;
  maxCentreOffset: { x: number; y: number };
  faceInner: number;
  minFaceLuminance: number;
  minFrameLuminance: number;
  minSharpness: number;
};

export type FaceDefaults = {
  decode: { maxInputPixels: number; maxWorkingSide: number };
  detection: { scoreThreshold: number; nmsIou: number; confidentScore: number; comparableFaceArea: number };
  presented: PresentedFaceOptions;
  quality: {
    enroll: GateLimits;
    identify: GateLimits;
    sharpnessRegion: readonly [x1: number, y1: number, x2: number, y2: number];
    goodSidePx: number;
    goodSharpness: number;
    minFaceLuminance: number;
  };
  framing: FramingLimits;
  liveness: {
    scale: number;
    realThreshold: number;
    passAbove: number;
    burst: {
      stillMaxShift: number;
      planarMinMotion: number;
      planarMaxResidual: number;
      sameFace: number;
      sceneMaxChange: number;
      sceneMinCells: number;
      sceneMinShare: number;
      frameWidth: number;
      maxAspect: number;
    };
    challenge: { turnMinChange: number; turnMaxBack: number; ttlMs: number };
  };
  matching: { threshold: number; margin: number };
  templates: {
    maxPerEmployee: number;
    burstKeep: number;
    nearDuplicate: number;
    refresh: { minScore: number; minMargin: number; minAgeDays: number };
  };
};

export const FACE_DEFAULTS: FaceDefaults = Object.freeze({
  decode: {
    /** A 20000x20000 PNG (400 MP, 1.2 MB compressed) is refused before it is decoded. */
    maxInputPixels: 40_000_000,
    /** Larger photos are shrunk first: faces stay > 100 px and the work stays bounded. */
    maxWorkingSide: 1600,
  },
  detection: {
    /** fr_detect p(face) to keep a box. */
    scoreThreshold: 0.7,
    /** Boxes overlapping a more confident one by more than this IoU are dropped. */
    nmsIou: 0.3,
    /**
     * A "confident" face. Measured: every real face scored >= 0.94 (stretched input; 0.99 in the group
     * photos) and every false box <= 0.81 (e.g. 0.77 for a large false box on biden/2, 0.81 on bernadette/5).
     * Only confident faces count for "more than one face", and enrolment takes only a confident face.
     * A score is no protection against a crowd out of focus: its faces are real and score up to 1.00
     * (79 of the 98 crowd boxes of the busy-background set score >= 0.99); see `presented`.
     */
    confidentScore: 0.9,
    /**
     * At the kiosk, a second confident face whose box area is at least this fraction of the primary
     * face's makes the photo "two people": check-in asks for one at a time instead of choosing.
     * Measured (area of each other face / the largest): people side by side 0.69 (kit_with_rose),
     * 0.88 (obama_and_biden), 0.96 (two_people), 0.85..0.95 in the five bbt group photos; the faces
     * further back in those groups go down to 0.41 (bbt2). None of the 55 one-person photos has a
     * second confident face. Area falls with the square of the distance: someone waiting one step
     * behind, at twice the distance, is ~0.25; 0.4 is a face at ~1.6x the distance.
     */
    comparableFaceArea: 0.4,
  },
  /**
   * Which box is the face being presented (presentedFace.ts), measured with `npx tsx bench/calibrate.ts`
   * on the group photos and on the busy-background set (src/test-support/busyBackgrounds.ts: 32 scenes
   * of 1280x720, a sharp face of 13 people pasted over the 8 group photos blurred with sigma 8, centred,
   * off-centre, or with a second sharp person farther back). Gallery = photo 1 of each person.
   * Presented face chosen and recognised: 32/32 (the old "largest confident box" rule: 8/32; it took a
   * crowd box in 24 and punched another enrolled employee in 3); false accepts with the person held out
   * 0/32 (highest 0.252); the sample photos stay at rank-1 42/42, 0 false accepts.
   */
  presented: {
    /** Box sharpness: median 3x3 block of the inner 80 % of the box, sampled at <= 64 px (boxSharpness.ts). */
    sharpness: { inner: 0.8, maxSidePx: 64, grid: 3 },
    /**
     * A box under this fraction of the sharpness of the sharpest face-shaped box is a face out of focus
     * (a crowd behind the kiosk): dropped, it neither competes nor counts as a second person.
     * Measured (relative to the sharpest box of the picture): the 98 crowd boxes of the busy set
     * 0.001..0.027; every presented face 1.0; the sharp person behind 0.46..0.70; the 30 faces of the
     * 8 group photos 0.068..1 (p05 0.126: only a face cut by the edge of bbt2 falls under the cut, and
     * every group photo keeps >= 2 faces); the false box on biden/2's painted background 0.060.
     * With a crowd less blurred, presented face chosen and recognised: sigma 6 30/32 (1 refused as two
     * people, 1 crowd box chosen that matched nobody), sigma 4 27/32, sigma 3 19/32, the rest refused
     * as two people, never a wrong employee (the old rule: 6, 12 and 18 wrong employees accepted).
     */
    minRelativeSharpness: 0.08,
    /**
     * 68-point plausibility (faceShape.ts), in the face's own frame. Measured on the 86 confident faces
     * of the one-person and group photos: eye distance 0.32..0.61 of the box width, roll -16..24 deg,
     * nose tip 0.07..0.97 and mouth 0.37..0.65 of the way from the left eye to the right one, nose
     * 0.28..0.77 and mouth 0.83..1.32 eye distances below the eyes; the limits keep a margin. The
     * landmark model draws a face on almost any box: only 7 of the 98 crowd boxes and 1 of the 3 false
     * boxes of the one-person photos (bernadette/5: mouth 0.63 below the eyes) fail it, so the sharpness
     * cut does most of the work.
     */
    shape: {
      eyeDistance: [0.25, 0.75],
      maxRollDeg: 40,
      noseAcross: [-0.1, 1.1],
      mouthAcross: [0.25, 0.75],
      noseDown: [0.15, 1],
      mouthDown: [0.7, 1.6],
    },
    /**
     * At most this many boxes get a landmark pass; any more sharp boxes only count as faces. Cost on the
     * 2-core dev box (bench/face.bench.ts): 0.4-0.5 ms for a frame with one face; 1.4-1.6 ms p50 (5-6 ms
     * p95) on the busiest busy frame (7 boxes) against 0.3-0.4 ms for the old largest box and its
     * landmarks; check-in end to end p50 20-23 ms on either frame.
     */
    maxShapeChecks: 8,
    /**
     * Ranking of the boxes kept: (score - scoreFloor) / (1 - scoreFloor) x side / largest side x
     * (1 - centreWeight x distance from the centre, 1 in a corner) x (sharpness / sharpest)^sharpnessWeight.
     * A 0.75 box is worth a fifth of a 0.99 one, so a big unsure box does not beat a real face of a third
     * of its side; the nearer of two sharp people wins even off-centre. sharpnessWeight 1 (rather than
     * 0.5 or 0) turned the one crowd box chosen at sigma 3 into a refusal.
     */
    scoreFloor: 0.7,
    centreWeight: 0.3,
    sharpnessWeight: 1,
  },
  quality: {
    /**
     * Enrolment stores a template, so it asks more. Measured: smallest enrolment-worthy face in the sample
     * photos 78 px (stuart/5; obama/5-240p has 48 px); sharpness of the 55 sample photos >= 200 (p50 ~900),
     * blurred with sigma 1: >= 162, sigma 2: median 73, sigma 3: median 21.
     */
    enroll: { minFaceSidePx: 64, minSharpness: 100 },
    /**
     * The kiosk only needs a safe match. Measured (photo 2 of each person shrunk / blurred, gallery = photo 1):
     * faces of 40 px still matched 13/13 (scores >= 0.52), 32 px 13/13, 24 px 10/13 (scores down to 0.30);
     * blurred probes never gave a wrong best match above 0.22, so the threshold protects and this gate
     * only asks for a closer, steadier photo.
     */
    identify: { minFaceSidePx: 40, minSharpness: 50 },
    /** Sharpness = variance of the Laplacian inside this window of the aligned 112x112 face. */
    sharpnessRegion: [24, 32, 88, 104],
    /** quality = detector score x min(1, side / goodSidePx) x min(1, sharpness / goodSharpness). */
    goodSidePx: 112,
    goodSharpness: 300,
    /**
     * A face refused as blurred whose aligned face (sharpnessRegion) is darker than this is refused as too dark instead:
     * a dim face has little contrast, so its Laplacian variance falls like a blurred one's, but the fix is light, not
     * stillness. Measured with bench/encuadre.ts on kiosk-like frames of the 56 sample photos (720 px; darkened with
     * sharp's linear(0.4 / 0.25 / 0.15) or blurred with sigma 2-5): the photos at their own brightness, blurred or not,
     * 77..189 (p05 99, n=220); the darkened faces the blur gate caught 12..61 (n=70). 65 sits between, nearer the dark
     * side, so a blurred face in ordinary light keeps its 'no te muevas' answer.
     */
    minFaceLuminance: 65,
  },
  /**
   * The kiosk's live guidance (POST /api/attendance/encuadre, face/framing.ts): the detector alone on a 320 px frame,
   * plus the box's brightness and sharpness. Measured with `npx tsx bench/encuadre.ts` on kiosk-like frames of the 56
   * sample photos, each also darkened and blurred (the figures print with the thresholds applied). The guidance is
   * advice, not a gate: a face it lets through may still be refused by the check-in, which decides with the full pipeline.
   */
  framing: {
    /** Guidance frames are brought down to this before anything is measured: the figures below are at 320 px. */
    decode: { maxInputPixels: 4_000_000, maxWorkingSide: 320 },
    /**
     * A face narrower than this share of the frame is 'lejos'. The check-in needs 40 px in its 720 px photo (0.056);
     * 0.1 (72 px) asks for a step closer well before that, and lets through the stage video's face (0.12-0.14 of its
     * 640 px frames) that recognises at 0.57-0.64. In the sample photos as kiosk frames 10..43 % (p05 12 %).
     */
    minFaceWidth: 0.1,
    /**
     * The face's centre further than this from the frame's centre (share of the width / height) is 'descentrado'.
     * Sideways it is kept tight: a portrait kiosk shows a landscape camera cropped at the sides (object-fit: cover), so
     * a face 0.35 off-centre is off the screen. Up and down it is loose: a standing person's face sits in the upper
     * part of the frame (0.14..0.33 below the centre in the sample full photos).
     */
    maxCentreOffset: { x: 0.25, y: 0.4 },
    /** Brightness is measured on this central share of the box (the face, not the wall or window behind it). */
    faceInner: 0.8,
    /**
     * A face darker than this (mean luma of the inner box) is 'oscuro'. Measured: the photos as they are 81..185 (p05 99),
     * blurred 82..186; darkened x0.4 32..74 (7 of 56 'oscuro'; the check-in refused 4 as too dark), x0.25 21..45 (53 of 56;
     * the check-in refused 18), x0.15 13..27.
     */
    minFaceLuminance: 45,
    /** No face found in a frame darker than this (mean luma of the whole frame) is 'oscuro', not 'sin_rostro'. The photos
     * as they are 39..160 (p05 64; the lowest a lit face on a dark stage); darkened x0.25 10..40, x0.15 6..23. */
    minFrameLuminance: 30,
    /**
     * A face whose box sharpness (boxSharpness.ts at 320 px) is under this is 'borroso'. Measured against the check-in's
     * verdict on the same frame at 720 px: every face it recognised 61..2717 (p05 79); those it refused as blurred 13..533
     * (p05 17; 38 of the 52 at sigma 5 are caught). A false 'borroso' would hold a usable face back, so the cut stays
     * under the lowest good one.
     */
    minSharpness: 50,
  },
  liveness: {
    /** The face box is enlarged this much (kept inside the picture) before the 128x128 crop. */
    scale: 2.7,
    /**
     * p(real) below this is a suspected spoof: for a single photo (`{image}`) its own score, for a burst the median of
     * its frames. Measured with bench/liveness.ts (test-fixtures/spoofs: 1 print and 3 screens, 3 live camera
     * frames; test-fixtures/faces: 16 full photos, 40 tight 150x150 crops): spoofs stopped 3/4 (the print 0.001, two
     * screens <= 0.185; the vietmoney-1 screen replay scores 0.925), live refused 0/19 of the full photos and camera frames
     * (lowest 0.921), 4/40 of the tight crops (no context around the face: not what a kiosk camera sees).
     */
    realThreshold: 0.5,
    /**
     * A burst passes on the passive evidence alone only when the median p(real) of its frames reaches this and the
     * face does not move as one flat plane; between realThreshold and this, the kiosk asks for a head turn. 0.95 sits
     * above the screen replay (0.925) and under 18 of the 19 live full photos and camera frames (the 19th, 0.921, would
     * be asked to turn); the 102 frames of the sample video score >= 0.998. A single photo (`{image}`) is never enough
     * in `block`, whatever its score (issue 39: 6 of 14 masks and screens scored over 0.95): it is asked to turn.
     */
    passAbove: 0.95,
    burst: {
      /**
       * No landmark moved more than this (inter-ocular distances) across the burst: the frames are the same picture
       * (a still photo fed to the camera, or one frame sent several times); measured 0 for identical frames. A person
       * in front of a real camera always moves more than this; such a burst needs a challenge.
       */
      stillMaxShift: 0.005,
      /**
       * The face moved as a whole (shift + zoom + in-plane turn, landmarkMotion.ts) at least planarMinMotion while its
       * shape changed less than planarMaxResidual (largest residual of the burst against its first frame): a photo or a
       * screen moved in front of the camera, so a challenge. Measured (bench/liveness.ts): four photos moved as a whole
       * (shift <= 12 px, zoom <= 1.08, turn <= 3 deg, re-encoded) residual <= 0.022, <= 0.050 for the video's 80 px
       * face; the 100 live bursts of bench/liveness-burst.ts (the video's face, 80 px, moving ~1 inter-ocular distance):
       * from 0.056 up. The gap is thin for faces this small (landmark noise grows as the face shrinks; kiosk faces are
       * 150-300 px): 0.07 asked 2 of the 100 live bursts to turn; 0.055 asks none and still catches the moved photos.
       */
      planarMinMotion: 0.05,
      planarMaxResidual: 0.055,
      /**
       * Consecutive frames of one burst must show the same face (cosine similarity of the embeddings): no swapping a
       * live accomplice for the colleague's photo mid-burst. Measured on the sample video while the head turns fast:
       * frames 133 ms apart 0.537..0.903, 267 ms apart (the kiosk's spacing) down to 0.36, 400 ms apart down to 0.28;
       * different people: max 0.304 over 1,384 pairs, p95 0.153. 0.4 refused 14 of 99 live bursts as two people;
       * a lookalike above 0.3 still has to be recognised as the employee on the frame facing the camera.
       */
      sameFace: 0.3,
      /**
       * Frames 250 ms apart from one kiosk camera share the wall, the light and the person's clothes: the median change of
       * the surroundings of the face (sceneChange.ts: a 32x24 grey grid, cells outside both face boxes, nothing
       * compensated) stays small. Above this many grey levels the frames are different pictures (different photos of the
       * employee sent as a burst, issue 26): a spoof. Measured (bench/liveness-burst.ts): the 100 live bursts of the
       * sample video (a performer turning fast under stage light) p50 5.3, max 8.7; the real head turns 3.6 and 5.6;
       * bursts of 2-3 different photos of one person cropped to one 640x480 size 36.7..91.6. Frames of different sizes
       * are never one camera's (the photos as sent). Frames composed by hand on one background are not caught.
       */
      sceneMaxChange: 12,
      /** Fewer cells than this outside the face boxes: the change of the surroundings is not measured (too few to tell). */
      sceneMinCells: 48,
      /**
       * Issue 39: the surroundings vouch for one camera only when at least this share of the grid lies outside both
       * frames' face boxes in every pair; a burst with less is no evidence of life (a face filling the picture: a person
       * far too close, or a tight photo crop enlarged) and is told to step back. Before, a pair with fewer than
       * sceneMinCells was skipped, and 20 of 160 bursts of 2-3 different 150x150 crops of one person punched: the face
       * filled the crop, nothing was compared, the burst passed. Measured (bench/liveness-burst.ts): the 100 live bursts of
       * the sample video at the kiosk's 720x405 0.92..0.96 (all punched, as before); the 19 full photos and live camera
       * frames 720 px wide 0.38..0.98 (p50 0.90; under 0.4 only the phone's 720x1280 frame, its face wider than the frame);
       * obama/1 brought ever closer in 720x540: face 0.40 of the width 0.66, 0.59 0.41, 0.70 0.28. 0.4 lets a face up to
       * about 0.6 of the picture's width through (at a kiosk, ~20 cm from the camera; people stand at 10-45 %). The 160
       * crop bursts enlarged to 720x720: 119 refused as different pictures, 41 as too close, none punched.
       */
      sceneMinShare: 0.4,
      /**
       * Issue 39: the kiosk's photos are KIOSK_FRAME_WIDTH (720) wide, the height as the camera's aspect makes it (405 at
       * 16:9, 540 at 4:3; a camera turned on its side gives a portrait frame). A burst of another width, or a frame more
       * than maxAspect times longer one way than the other, did not come from the kiosk's camera: its surroundings cannot
       * be trusted to be one camera's, so it is never punched at once (a challenge, whose answer must be kiosk frames).
       */
      frameWidth: KIOSK_FRAME_WIDTH,
      maxAspect: 2,
    },
    challenge: {
      /**
       * The head turn asked for must move the nose across the face (yawRatio in landmarkMotion.ts) by at least this,
       * in the asked direction, from where it was in the burst. Measured on the sample video: a real turn moves it
       * 0.3-0.5 (0.59 -> 0.18 and 0.14 -> 0.68 within a second); a photo tilted or turned as a whole keeps it (the
       * ratio survives any flat movement).
       */
      turnMinChange: 0.12,
      /**
       * The turn must be the one movement of the answer (issue 26: a replayed video shaking the head both ways passed
       * either direction): no frame may fall back from the furthest reached so far by more than this (turnCheck.ts).
       * Measured on the sample video: a head holding a turn wobbles back up to 0.069; the shaking answers fall back
       * 0.18-0.50.
       */
      turnMaxBack: 0.1,
      /** The daemon accepts the frames answering a challenge for this long after asking. */
      ttlMs: 20_000,
    },
  },
  matching: {
    /**
     * Cosine similarity needed to accept a match. Measured on all pairs: same person 0.370..0.980
     * (n=101, p05 0.459, p50 0.703); different people -0.259..0.304 (n=1384, p95 0.153).
     * Enrol photo 1 of each person and identify the other 42 photos: rank-1 42/42, best genuine
     * score >= 0.414; each person held out in turn (55 impostor probes): best score <= 0.304.
     * 0.40 sits 0.096 above the highest impostor and keeps all 42 genuine probes (lowest 0.414).
     * Without the 5-point alignment rank-1 falls to 22/42.
     */
    threshold: 0.4,
    /**
     * The best employee must beat the next different employee by this much. Measured genuine
     * margins: 0.204..0.935 (p05 0.296). (A duplicate at enrolment is any different employee at or
     * above `threshold`, whatever the margin.)
     */
    margin: 0.1,
  },
  /**
   * Several templates per employee (issue 14 item 3); matching takes each employee's best one. Measured with the
   * sample photos, probes = photo 4 onwards of each person (19): with photo 1 enrolled the lowest genuine score is
   * 0.414 (p50 0.707); with photos 1-3 enrolled 0.459 (p50 0.729), while the best score of another employee only
   * rose from 0.244 to 0.269 and rank-1 stayed 19/19.
   */
  templates: {
    /**
     * Templates kept per employee: beyond this, enrolment retires the oldest kiosk templates first, then the oldest.
     * Five covers glasses / beard / lighting changes; each extra template adds a chance of resembling a colleague.
     */
    maxPerEmployee: 5,
    /** A webcam burst at enrolment keeps at most this many frames: room for two kiosk templates under the cap. */
    burstKeep: 3,
    /**
     * Two templates at or above this cosine similarity are the same picture: a burst keeps only one of them and a kiosk
     * frame this close to a stored template adds nothing. Measured: the same photo re-framed (shift <= 4 px, zoom
     * 0.97-1.03, brightness +-8 %, JPEG 80-92) scores 0.815..0.999 against the original (n=55, p50 0.986); two
     * different photos of one person 0.370..0.980 (n=96, p95 0.872; 0.980 is obama/1 against its own 720p copy).
     */
    nearDuplicate: 0.95,
    refresh: {
      /**
       * A kiosk punch may become a template only when the match leaves no doubt: score >= 0.6 (0.2 above the threshold,
       * 0.3 above the highest impostor ever measured, 0.304) and margin >= 0.3 (three times the matching margin).
       * Measured with photo 1 of each person enrolled: 35 of the 42 genuine probes qualify (the same 35 with a margin
       * of 0.25; 32 with 0.65 / 0.3). The frame must also be live without a challenge, and its best score against any
       * other employee must stay under the threshold (otherwise the new template would be a near-collision itself).
       */
      minScore: 0.6,
      minMargin: 0.3,
      /** At most one new kiosk template per this many days since the employee's newest template of any origin: a face
       * changes over months (beard, glasses, age), and a template just enrolled needs no refresh. */
      minAgeDays: 7,
    },
  },
});
