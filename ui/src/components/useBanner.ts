import { useCallback, useState } from 'react';
import type { BannerTone } from './Banner';

export type BannerMessage = { text: string; tone: BannerTone };

/** State for one page's info banner: the latest message replaces the previous one. */
export function useBanner() {
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const show = useCallback((text: string, tone: BannerTone = 'info') => setMessage({ text, tone }), []);
  const dismiss = useCallback(() => setMessage(null), []);
  return { message, show, dismiss };
}
