import { useCallback, useEffect, useState } from 'react';
import type { BannerAction, BannerTone } from './Banner';

export type BannerMessage = { text: string; tone: BannerTone; action?: BannerAction };

/** Shows a message in the page's banner (useBanner's `show`). */
export type Notify = (text: string, tone?: BannerTone, action?: BannerAction) => void;

/**
 * How long a success stays: at least 6 s, longer for a long one (a success may carry an 'Atención: …' to read).
 * Errors and information stay until dismissed.
 */
export const successBannerMs = (text: string) => Math.max(6000, text.length * 70);

/** State for one page's info banner: the latest message replaces the previous one; a success closes by itself. */
export function useBanner() {
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const show: Notify = useCallback((text: string, tone: BannerTone = 'info', action?: BannerAction) => setMessage({ text, tone, action }), []);
  const dismiss = useCallback(() => setMessage(null), []);

  useEffect(() => {
    if (message?.tone !== 'success') return;
    // Only this message closes: a newer one (even with the same text) has its own time.
    const timer = setTimeout(() => setMessage((current) => (current === message ? null : current)), successBannerMs(message.text));
    return () => clearTimeout(timer);
  }, [message]);

  return { message, show, dismiss };
}
