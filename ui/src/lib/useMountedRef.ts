import { useEffect, useRef, type RefObject } from 'react';

/** Whether the component is still on screen: work that ends after it left (a burst, a resent request) stops there. */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
