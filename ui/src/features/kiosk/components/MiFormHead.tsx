import { miText } from '../miAsistenciaText';

type Props = {
  title: string;
  sending: boolean;
  canSend: boolean;
  onBack: () => void;
  onSend: () => void;
};

/** A request's heading with its two buttons beside it ('Volver', 'Enviar'), so the form below keeps the room. */
export function MiFormHead({ title, sending, canSend, onBack, onSend }: Props) {
  return (
    <div className="mi-form__head">
      <h3 className="mi-form__title">{title}</h3>
      <div className="mi-form__buttons">
        <button type="button" className="mi-button mi-button--ghost" onClick={onBack} disabled={sending}>
          {miText.back}
        </button>
        <button type="button" className="mi-button mi-button--primary" onClick={onSend} disabled={sending || !canSend} aria-busy={sending || undefined}>
          {sending ? miText.sending : miText.send}
        </button>
      </div>
    </div>
  );
}

/** The daemon's refusal under the heading. */
export function MiFormError({ error }: { error: string | null }) {
  return (
    <div className="mi-form__error" role="alert">
      {error && <p className="mi-form__error-text">{error}</p>}
    </div>
  );
}
