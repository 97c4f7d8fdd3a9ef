import type { Box, Point, RgbImage } from './image.js';
import type { ScoredBox } from './nms.js';

/** A face found by the detector, in image pixels, with its detector confidence. */
export type DetectedFace = ScoredBox;

/**
 * The four models behind one interface, so the pipeline (and its tests) never touch ONNX directly.
 * Every method is pure with respect to its inputs; sessions are created once by loadFaceEngine.
 */
export interface FaceEngine {
  /** Identifies the embedding model: embeddings from different models are never compared. */
  readonly modelId: string;
  /** Faces above the score threshold after NMS, most confident first. */
  detect(img: RgbImage): Promise<DetectedFace[]>;
  /** The 68 iBUG landmarks of the face in `box`, in image pixels. */
  landmarks(img: RgbImage, box: Box): Promise<Point[]>;
  /** The L2-normalised 512-d embedding of a 112x112 aligned face. */
  embed(aligned: RgbImage): Promise<Float32Array>;
  /** p(real face) in 0..1 for the face in `box`. */
  liveness(img: RgbImage, box: Box): Promise<number>;
  close(): Promise<void>;
}
