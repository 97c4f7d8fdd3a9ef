import { INSTRUCCION_ENCUADRE, type Encuadre } from '@reloj/contract/encuadre';
import { framingBusy } from '../../errors.js';
import { decodeImage } from '../../face/decode.js';
import { FACE_DEFAULTS, type FaceDefaults } from '../../face/defaults.js';
import { assessFraming, type Framing } from '../../face/framing.js';
import type { FaceEngineSlot } from './engineSlot.js';
import type { Clock } from '../../lib/clock.js';
import { withImageErrors } from './faceOutcomes.js';

type Deps = {
  engine: Pick<FaceEngineSlot, 'require'>;
  clock: Clock;
  defaults?: FaceDefaults;
  /** A device's next frame is refused if it comes sooner than this after its previous one began (the kiosk waits ~400 ms). */
  minIntervalMs?: number;
  /** Frames analysed at once, all devices together: one per model worker, so a check-in always finds a place in the queue. */
  maxInFlight?: number;
};

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export function toEncuadre(framing: Framing): Encuadre {
  return {
    rostros: framing.faces.map((b) => ({ x: round3(b.x), y: round3(b.y), ancho: round3(b.width), alto: round3(b.height) })),
    estado: framing.state,
    instruccion: INSTRUCCION_ENCUADRE[framing.state],
  };
}

/**
 * The kiosk's live guidance (issue 16): one small frame through the detector and a few image figures. Nothing is stored
 * or logged. Each device gets one frame at a time, spaced out, and only a couple run at once over all devices, so the
 * guidance of many idle kiosks never queues ahead of somebody's check-in; a frame refused for that is simply skipped.
 */
export function createFramingService(deps: Deps) {
  const defaults = deps.defaults ?? FACE_DEFAULTS;
  const minIntervalMs = deps.minIntervalMs ?? 250;
  const maxInFlight = deps.maxInFlight ?? 2;
  const lastStart = new Map<number, number>();
  const busy = new Set<number>();

  return {
    async assess(deviceId: number, image: string): Promise<Encuadre> {
      const engine = deps.engine.require();
      const now = deps.clock.now().getTime();
      if (busy.has(deviceId) || busy.size >= maxInFlight || now - (lastStart.get(deviceId) ?? -Infinity) < minIntervalMs) throw framingBusy();
      busy.add(deviceId);
      lastStart.set(deviceId, now);
      try {
        const img = await withImageErrors(() => decodeImage(image, defaults.framing.decode));
        return toEncuadre(await assessFraming(engine, img, defaults));
      } finally {
        busy.delete(deviceId);
      }
    },
  };
}

export type FramingService = ReturnType<typeof createFramingService>;
