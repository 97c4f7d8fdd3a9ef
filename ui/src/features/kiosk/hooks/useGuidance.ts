import { useQuery } from '@tanstack/react-query';
import type { Encuadre } from '@reloj/contract/encuadre';
import { ApiError } from '../../../lib/api';
import { postEncuadre } from '../api/encuadre';
import { canPress, NO_GUIDANCE, trackAnswer, type GuidanceTrack } from '../lib/guidanceGate';
import type { GuidanceFrame } from '../lib/videoFrame';
import type { KioskTiming } from '../timing';
import { browserMs } from '../../../lib/clock';

/** The latest guidance answer and the size of the camera frame its boxes refer to; null without guidance. */
export type GuidanceView = { encuadre: Encuadre; frame: { width: number; height: number } } | null;

type Options = {
  fingerprint: string;
  /** Guidance runs only while this holds: camera ready, nobody pressing, no keypad, no result on screen. */
  active: boolean;
  /** The current camera frame, small; null while the camera has no picture. */
  grab: () => GuidanceFrame | null;
  timing: Pick<
    KioskTiming,
    'guidanceIntervalMs' | 'guidanceTimeoutMs' | 'guidanceRetryMs' | 'guidanceStartingMs' | 'guidanceReadyGraceMs' | 'guidancePatienceMs'
  >;
};

/** One look: what is on screen, the track of the answers so far, when the latest answer came, and when to look again. */
type Look = { view: GuidanceView; track: GuidanceTrack; answeredAt: number; nextMs: number };

/** A daemon that has no guidance to give for a while: an older one (404), or one without face models (503). */
const noGuidanceHere = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 405 || error.status === 503);
/** A daemon just restarted, its face models still loading (issue 46): it answers in a second or two. */
const stillStarting = (error: unknown) => error instanceof ApiError && error.code === 'face_engine_loading';
/** The daemon skipped this frame (another one of ours was still being looked at): keep what is on screen. */
const skipped = (error: unknown) => error instanceof ApiError && error.status === 429;

/**
 * While the kiosk waits for someone, sends a small camera frame every few hundred milliseconds, one at a time (each
 * pause counted from the previous answer), and keeps the answer: the face boxes and the one instruction to show, and
 * whether the big button may be pressed. Without guidance (no answer yet, a failed call, an older daemon) the button is
 * simply enabled, as before guidance existed. Each stretch of activity is a query of its own, dropped when it ends (with
 * any frame still on its way), so that the next one starts from nothing.
 */
export function useGuidance({ fingerprint, active, grab, timing }: Options): { view: GuidanceView; ready: boolean } {
  const { guidanceIntervalMs, guidanceTimeoutMs, guidanceRetryMs, guidanceStartingMs } = timing;
  const { data } = useQuery({
    queryKey: ['kiosk', 'encuadre', fingerprint, active],
    enabled: active && fingerprint !== '',
    gcTime: 0,
    queryFn: async ({ client, queryKey, signal }): Promise<Look> => {
      const previous = client.getQueryData<Look>(queryKey);
      const forgotten: Look = { view: null, track: NO_GUIDANCE, answeredAt: previous?.answeredAt ?? 0, nextMs: guidanceIntervalMs };
      const frame = grab();
      if (!frame) return forgotten;
      try {
        const encuadre = await postEncuadre(frame.image, { fingerprint, timeoutMs: guidanceTimeoutMs, signal });
        const at = browserMs();
        const track = trackAnswer(previous?.track ?? NO_GUIDANCE, encuadre.estado, encuadre.rostros.length > 0, at);
        return { view: { encuadre, frame: { width: frame.width, height: frame.height } }, track, answeredAt: at, nextMs: guidanceIntervalMs };
      } catch (error) {
        if (skipped(error)) return { ...(previous ?? forgotten), nextMs: guidanceIntervalMs };
        if (stillStarting(error)) return { ...forgotten, nextMs: guidanceStartingMs };
        return { ...forgotten, nextMs: noGuidanceHere(error) ? guidanceRetryMs : guidanceIntervalMs };
      }
    },
    refetchInterval: ({ state }) => state.data?.nextMs ?? false,
  });

  if (!active || !data) return { view: null, ready: true };
  return { view: data.view, ready: canPress(data.track, data.answeredAt, timing) };
}
