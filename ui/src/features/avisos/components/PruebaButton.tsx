import type { AvisoCanal } from '@reloj/contract/avisos';
import { avisosMessages as m } from '../messages';

/** The last 'Enviar prueba' of a channel: on its way, or what the server answered (its words), or its refusal. */
export type PruebaState = { canal: AvisoCanal; tone: 'busy' | 'success' | 'error'; text: string } | null;

export type PruebaProps = { state: PruebaState; onProbar: () => void; busy: boolean };

/** 'Enviar prueba' with a line on what it does, and under it the server's answer. */
export function PruebaButton({ state, onProbar, busy, hint }: PruebaProps & { hint: string }) {
  return (
    <div className="stack avisos__prueba">
      <div className="avisos__prueba-row">
        <button type="button" className="button button--secondary" onClick={onProbar} disabled={busy}>
          {state?.tone === 'busy' ? m.probando : m.probar}
        </button>
        <span className="avisos__hint">{hint}</span>
      </div>
      <p className={state && state.tone !== 'busy' ? `avisos__answer avisos__answer--${state.tone}` : 'avisos__answer'} role="status">
        {state && state.tone !== 'busy' ? state.text : null}
      </p>
    </div>
  );
}
