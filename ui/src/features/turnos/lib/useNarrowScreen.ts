import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 640px)';

/** A phone-wide window (640 px or less): the roster becomes a list per day. False where matchMedia is unknown (tests). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches,
    () => false,
  );
}
