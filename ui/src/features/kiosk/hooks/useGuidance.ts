import { useEffect, useState } from 'react';
import type { Encuadre } from '@reloj/contract/encuadre';
import { ApiError } from '../../../lib/api';
import { postEncuadre } from '../api/encuadre';
import { canPress, NO_GUIDANCE, trackAnswer, type GuidanceTrack } from '../lib/guidanceGate';
import type { GuidanceFrame } from '../lib/videoFrame';
import type { KioskTiming } from '../timing';

/** The latest guidance answer and the size of the camera frame its boxes refer to; null without guidance. */
export type GuidanceView = { encuadre: Encuadre; frame: { width: number; height: number } } | null;

type Options = {
  fingerprint: string;
  /** Guidance runs only while this holds: camera ready, nobody pressing, no keypad, no result on screen. */
  active: boolean;
  /** The current camera frame, small; null while the camera has no picture. */
  grab: () => GuidanceFrame | null;
  timing: Pick<KioskTiming, 'guidanceIntervalMs' | 'guidanceTimeoutMs' | 'guidanceRetryMs' | 'guidanceReadyGraceMs' | 'guidancePatienceMs'>;
};

/** A daemon that has no guidance to give for a while: an older one (404), or one without face models (503). */
const noGuidanceHere = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 405 || error.status === 503);
/** The daemon skipped this frame (another one of ours was still being looked at): keep what is on screen. */
const skipped = (error: unknown) => error instanceof ApiError && error.status === 429;

/**
 * While the kiosk waits for someone, sends a small camera frame every few hundred milliseconds, one at a time, and keeps
 * the answer: the face boxes and the one instruction to show, and whether the big button may be pressed. Without
 * guidance (no answer yet, a failed call, an older daemon) the button is simply enabled, as before guidance existed.
 */
export function useGuidance({ fingerprint, active, grab, timing }: Options): { view: GuidanceView; ready: boolean } {
  const [view, setView] = useState<GuidanceView>(null);
  const [track, setTrack] = useState<GuidanceTrack>(NO_GUIDANCE);
  const [now, setNow] = useState(() => Date.now());
  const { guidanceIntervalMs, guidanceTimeoutMs, guidanceRetryMs } = timing;

  useEffect(() => {
    const forget = () => {
      setView(null);
      setTrack(NO_GUIDANCE);
    };
    if (!active || !fingerprint) {
      forget();
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = (ms: number) => {
      if (!cancelled) timer = setTimeout(() => void look(), ms);
    };

    const look = async () => {
      const frame = grab();
      if (!frame) {
        forget();
        return next(guidanceIntervalMs);
      }
      try {
        const encuadre = await postEncuadre(frame.image, { fingerprint, timeoutMs: guidanceTimeoutMs });
        if (cancelled) return;
        const at = Date.now();
        setView({ encuadre, frame: { width: frame.width, height: frame.height } });
        setTrack((t) => trackAnswer(t, encuadre.estado, encuadre.rostros.length > 0, at));
        setNow(at);
        next(guidanceIntervalMs);
      } catch (error) {
        if (cancelled) return;
        if (skipped(error)) return next(guidanceIntervalMs);
        forget();
        next(noGuidanceHere(error) ? guidanceRetryMs : guidanceIntervalMs);
      }
    };

    void look();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active, fingerprint, grab, guidanceIntervalMs, guidanceTimeoutMs, guidanceRetryMs]);

  return { view: active ? view : null, ready: !active || canPress(track, now, timing) };
}
