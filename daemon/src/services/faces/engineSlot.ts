import { faceEngineLoading, faceEngineUnavailable } from '../../errors.js';
import type { FaceEngine } from '../../face/engine.js';
import type { FaceEngineLoad } from '../../face/load.js';

/** The face engine as the services see it: 'loading' while the models load after the daemon already answers (issue 46). */
export type FaceEngineState = FaceEngineLoad | { status: 'loading' };

export type FaceEngineSlot = {
  state(): FaceEngineState;
  /** The loaded engine, or the 503 a face route answers: 'se está iniciando' (the kiosk resends) or why it cannot load. */
  require(): FaceEngine;
  /** Runs `fn` once the load has settled (at once when it already has). */
  whenSettled(fn: (load: FaceEngineLoad) => void): void;
};

/**
 * Holds the engine given either loaded (tests, tools) or as the promise main.ts starts before listening, so that
 * the box answers, says READY and takes NIP punches while the models load in their worker threads.
 */
export function faceEngineSlot(source: FaceEngineLoad | Promise<FaceEngineLoad>): FaceEngineSlot {
  let current: FaceEngineState = source instanceof Promise ? { status: 'loading' } : source;
  const waiting: ((load: FaceEngineLoad) => void)[] = [];
  if (source instanceof Promise) {
    void source.then((load) => {
      current = load;
      for (const fn of waiting.splice(0)) fn(load);
    });
  }
  return {
    state: () => current,
    require() {
      if (current.status === 'ok') return current.engine;
      throw current.status === 'loading' ? faceEngineLoading() : faceEngineUnavailable(current.reason);
    },
    whenSettled(fn) {
      if (current.status === 'loading') waiting.push(fn);
      else fn(current);
    },
  };
}
