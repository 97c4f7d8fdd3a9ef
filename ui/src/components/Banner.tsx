import './banner.css';

/** 'success': something was done (closes by itself); 'info': what is happening or how things stand; 'error': it failed. */
export type BannerTone = 'info' | 'success' | 'error';

type BannerProps = {
  message: string | null;
  tone?: BannerTone;
  onDismiss: () => void;
};

/**
 * The info banner of the spec: one status message, dismissed by clicking it. Each tone has its own colour and mark
 * (✓, i, !), so a success is not read as an error by colour alone.
 * The live region is always mounted so screen readers announce each new message.
 */
export function Banner({ message, tone = 'info', onDismiss }: BannerProps) {
  return (
    <div className="banner-region" role="status" aria-live="polite">
      {message && (
        <button type="button" className={`banner banner--${tone}`} onClick={onDismiss} title="Clic para cerrar">
          {message}
        </button>
      )}
    </div>
  );
}

/** A useBanner() state as the banner: its message, closed by clicking it. */
export function BannerFor({ banner }: { banner: { message: { text: string; tone: BannerTone } | null; dismiss: () => void } }) {
  return <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />;
}
