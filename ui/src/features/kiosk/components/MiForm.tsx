import type { ReactNode } from 'react';
import type { SolicitudInput } from '@reloj/contract/solicitudes';
import { miText } from '../miAsistenciaText';

/** What every request form gets from the screen: the request's state, where to send it and the way back. */
export type MiFormProps = {
  sending: boolean;
  error: string | null;
  onSend: (input: SolicitudInput) => void;
  onBack: () => void;
};

type Props = MiFormProps & {
  kind: 'olvido' | 'vacaciones' | 'justificar';
  title: string;
  /** The request as it stands, or null while it is not complete ('Enviar' stays off). */
  input: SolicitudInput | null;
  children: ReactNode;
};

/**
 * A request form: its heading with the two buttons beside it ('Volver', 'Enviar'), so the form below keeps the room,
 * the daemon's refusal under it, then the form's own steppers or keyboard.
 */
export function MiForm({ kind, title, input, sending, error, onSend, onBack, children }: Props) {
  return (
    <div className={`mi-form mi-form--${kind}`}>
      <div className="spread-row">
        <h3 className="mi-form__title">{title}</h3>
        <div className="mi-form__buttons">
          <button type="button" className="mi-button mi-button--ghost" onClick={onBack} disabled={sending}>
            {miText.back}
          </button>
          <button
            type="button"
            className="mi-button mi-button--primary"
            onClick={() => input && onSend(input)}
            disabled={sending || !input}
            aria-busy={sending || undefined}
          >
            {sending ? miText.sending : miText.send}
          </button>
        </div>
      </div>
      <div className="mi-form__error" role="alert">
        {error && <p className="mi-form__error-text">{error}</p>}
      </div>
      {children}
    </div>
  );
}
