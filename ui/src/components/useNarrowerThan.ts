import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is `maxWidth` px wide or less (what `@container (max-width: N)` says), followed as it resizes.
 * A hook rather than a container query: a query's width cannot come from a variable, so one stylesheet could not serve
 * lists that change layout at different widths. Undefined `maxWidth`, or no ResizeObserver (jsdom): never narrow.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, maxWidth: number | undefined): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (maxWidth === undefined || !element || typeof ResizeObserver === 'undefined') return;
    const update = (width: number) => setNarrow(width <= maxWidth);
    update(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => entry && update(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, maxWidth]);
  return narrow;
}
