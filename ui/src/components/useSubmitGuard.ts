import { useEffect, useRef, type RefObject } from 'react';

/**
 * Lets fields check themselves when the form around them, rendered by someone else, is submitted: `guard` runs
 * before the form's own onSubmit and returns 'stop' to keep it from running (the submit event is stopped at the
 * form, before it reaches React's listener at the root).
 */
export function useSubmitGuard(inside: RefObject<HTMLElement | null>, guard: () => 'stop' | 'send') {
  const latest = useRef(guard);
  latest.current = guard;

  useEffect(() => {
    const form = inside.current?.closest('form');
    if (!form) return;
    const onSubmit = (event: Event) => {
      if (latest.current() === 'send') return;
      event.preventDefault();
      event.stopPropagation();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [inside]);
}
