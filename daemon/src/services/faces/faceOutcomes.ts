import type { FaceErrorCode } from '@reloj/contract/errors';
import { type AppError, faceRefused, imageTooLarge, invalidDataUrl, invalidImage, unsupportedImageFormat } from '../../errors.js';
import { ImageDecodeError, type ImageProblem } from '../../face/decode.js';
import type { FaceOutcome, FaceOutcomeReason } from '../../face/outcome.js';

/** Enrolment (an administrator with a photo) or check-in (the person at the kiosk): who reads the sentence. */
export type FaceContext = 'enroll' | 'checkIn';

export type FaceAnswer = { status: 409 | 422; code: FaceErrorCode; mensaje: string; details?: Record<string, unknown> };

/** The product's requirements, word for word: the kiosk shows it as the server sends it. */
const NOT_RECOGNISED = 'Rostro no reconocido. Por favor, inténtalo de nuevo.';

type Sentence<O> = string | ((outcome: O) => string);
type Row<O> = {
  status: FaceAnswer['status'];
  /** Stable: clients and tests rely on these codes. */
  code: FaceErrorCode;
  enroll: Sentence<O>;
  checkIn: Sentence<O>;
  details?: (outcome: O) => Record<string, unknown> | undefined;
};

function alreadyRegistered(o: Extract<FaceOutcome, { reason: 'already_registered' }>): string {
  if (o.employeeId === undefined)
    return 'Este rostro no se puede usar: ya está registrado en el reloj checador. Si crees que es un error, pide ayuda a un administrador.';
  return `Este rostro ya está registrado para el empleado ID: ${o.employeeId}${o.active ? '' : ' (dado de baja)'}.`;
}

/** The one table from a face outcome to what the client receives, in either context. */
const FACE_OUTCOMES: { [R in FaceOutcomeReason]: Row<Extract<FaceOutcome, { reason: R }>> } = {
  no_face: {
    status: 422,
    code: 'no_face',
    enroll: 'No se detectó ningún rostro en la foto.',
    checkIn: 'No se detectó ningún rostro. Colócate frente a la cámara e inténtalo de nuevo.',
  },
  multiple_faces: {
    status: 422,
    code: 'multiple_faces',
    enroll: 'Se detectó más de un rostro en la foto. Debe aparecer solo una persona.',
    checkIn: 'Hay más de una persona frente a la cámara. Por favor, pasen de uno en uno.',
    details: (o) => ({ faces: o.count }),
  },
  too_small: {
    status: 422,
    code: 'face_too_small',
    enroll: (o) => `El rostro se ve demasiado pequeño (${o.sidePx} px; mínimo ${o.minSidePx} px). Acércate a la cámara o usa una foto más cercana.`,
    checkIn: 'Tu rostro se ve muy pequeño. Acércate a la cámara e inténtalo de nuevo.',
    details: (o) => ({ sidePx: o.sidePx, minSidePx: o.minSidePx }),
  },
  blurred: {
    status: 422,
    code: 'face_blurred',
    enroll: 'La foto está borrosa. Mantén la cámara quieta, con buena luz, y vuelve a intentarlo.',
    checkIn: 'La imagen salió borrosa. No te muevas frente a la cámara e inténtalo de nuevo.',
  },
  too_dark: {
    status: 422,
    code: 'face_too_dark',
    enroll: 'La foto está muy oscura: el rostro no se distingue. Tómala con más luz y vuelve a intentarlo.',
    checkIn: 'Tu rostro se ve muy oscuro. Busca más luz frente a la cámara e inténtalo de nuevo.',
  },
  too_close: {
    status: 422,
    code: 'face_too_close',
    enroll: 'El rostro ocupa toda la foto. Toma la foto un poco más lejos, con algo de fondo alrededor.', // kiosk only, in practice
    checkIn: 'Estás muy cerca de la cámara. Da un paso atrás e inténtalo de nuevo.',
  },
  spoof: {
    status: 422,
    code: 'spoof_suspected',
    enroll: 'No se pudo confirmar que sea una persona real en la foto. Toma la foto directamente a la persona.', // not checked today
    checkIn: 'No se pudo confirmar que sea una persona real frente a la cámara. Inténtalo de nuevo sin fotos ni pantallas.',
  },
  unknown_face: { status: 422, code: 'not_recognised', enroll: NOT_RECOGNISED, checkIn: NOT_RECOGNISED },
  ambiguous: { status: 422, code: 'not_recognised', enroll: NOT_RECOGNISED, checkIn: NOT_RECOGNISED },
  already_registered: {
    status: 409,
    code: 'face_already_registered',
    enroll: alreadyRegistered,
    checkIn: alreadyRegistered, // enrolment only, in practice
    details: (o) => (o.employeeId === undefined ? undefined : { employeeId: o.employeeId }),
  },
};

/** `{status, code, mensaje}` (plus details for the client) for an outcome. */
export function faceAnswer(outcome: FaceOutcome, context: FaceContext): FaceAnswer {
  // The mapped type pairs each reason with its own row; TypeScript cannot follow the pairing through the union.
  const row = FACE_OUTCOMES[outcome.reason] as Row<FaceOutcome>;
  const sentence = row[context];
  const mensaje = typeof sentence === 'string' ? sentence : sentence(outcome);
  const details = row.details?.(outcome);
  return details ? { status: row.status, code: row.code, mensaje, details } : { status: row.status, code: row.code, mensaje };
}

/** The same answer as the AppError the error handler sends: `{error: mensaje, code, details}`. */
export function faceError(outcome: FaceOutcome, context: FaceContext): AppError {
  const { status, code, mensaje, details } = faceAnswer(outcome, context);
  return faceRefused(status, code, mensaje, details);
}

/** The HTTP answer to a photo that could not be decoded. */
export function imageError(problem: ImageProblem): AppError {
  switch (problem.reason) {
    case 'invalid_data_url':
      return invalidDataUrl();
    case 'invalid_image':
      return invalidImage();
    case 'unsupported_format':
      return unsupportedImageFormat();
    case 'too_many_pixels':
      return imageTooLarge(problem.maxPixels);
  }
}

/** Runs a face-engine call, turning an undecodable photo into its HTTP answer. */
export async function withImageErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ImageDecodeError ? imageError(error.problem) : error;
  }
}
