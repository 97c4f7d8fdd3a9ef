/** GET /api/health: what the kiosk script and the technician read of the box's state. */
import { z } from 'zod';
import { relojSchema } from './reloj.js';

/**
 * `ok` is the database answering; `arranque` changes at every start of the daemon; `machineId` is 8 hex digits of a
 * salted hash of the OS machine id; `disk.status` 'low' below 5 % or 200 MB free, 'full' once a write failed for lack
 * of space (null when it cannot be read). A full disk leaves `ok` alone: the box still answers and shows what is wrong.
 */
export const healthSchema = z.object({
  ok: z.boolean(),
  version: z.string(),
  arranque: z.string(),
  machineId: z.string(),
  db: z.enum(['ok', 'error']),
  /** 'loading' for the second or two after a start while the models load (the box already answers, issue 46). */
  faceEngine: z.enum(['ok', 'loading', 'error']),
  /** Why the face engine did not load (only when `faceEngine` is 'error'). */
  faceEngineError: z.string().optional(),
  disk: z.object({ status: z.enum(['ok', 'low', 'full']), freeBytes: z.number(), totalBytes: z.number() }).nullable(),
  reloj: relojSchema,
});
export type Health = z.infer<typeof healthSchema>;
