export type BannerTone = 'info' | 'error';

type BannerProps = {
  message: string | null;
  tone?: BannerTone;
  onDismiss: () => void;
};

/**
 * The info banner of the spec: one status message, dismissed by clicking it.
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
