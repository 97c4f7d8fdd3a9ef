import { Link } from 'react-router-dom';
import './banner.css';

/** 'success': something was done (closes by itself); 'info': what is happening or how things stand; 'error': it failed. */
export type BannerTone = 'info' | 'success' | 'error';

/** A link beside the message to what was just done (issue 45: 'Ver finiquito' after a baja). */
export type BannerAction = { label: string; to: string };

type BannerProps = {
  message: string | null;
  tone?: BannerTone;
  onDismiss: () => void;
  action?: BannerAction;
};

/**
 * The info banner of the spec: one status message, dismissed by clicking it. Each tone has its own colour and mark
 * (✓, i, !), so a success is not read as an error by colour alone.
 * The live region is always mounted so screen readers announce each new message.
 */
export function Banner({ message, tone = 'info', onDismiss, action }: BannerProps) {
  const text = message && (
    <button type="button" className={`banner banner--${tone}`} onClick={onDismiss} title="Clic para cerrar">
      {message}
    </button>
  );
  return (
    <div className="banner-region" role="status" aria-live="polite">
      {text && action ? (
        <div className="banner-with-action">
          {text}
          <Link className="button button--secondary banner__action" to={action.to}>
            {action.label}
          </Link>
        </div>
      ) : (
        text
      )}
    </div>
  );
}

/** A useBanner() state as the banner: its message, closed by clicking it. */
export function BannerFor({ banner }: { banner: { message: { text: string; tone: BannerTone; action?: BannerAction } | null; dismiss: () => void } }) {
  return <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} action={banner.message?.action} />;
}
