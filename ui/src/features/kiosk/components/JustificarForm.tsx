import { useState } from 'react';
import { MOTIVOS_JUSTIFICACION, type MotivoJustificacion, type SolicitudInput } from '@reloj/contract/solicitudes';
import type { MiDia } from '../api/miAsistencia';
import { diaTexto, marcasDe } from '../lib/miAsistenciaDias';
import { miText } from '../miAsistenciaText';
import { MiFormError, MiFormHead } from './MiFormHead';
import { TextKeyboard } from './TextKeyboard';

type Props = {
  dia: MiDia;
  hoy: string;
  sending: boolean;
  error: string | null;
  onSend: (input: SolicitudInput) => void;
  onBack: () => void;
};

const NOTE_MAX = 200;
const FOLIO_MAX = 40;

/** 'Justificar' a day with a falta, retardo or missing salida: a reason from the short list, the IMSS folio, a note. */
export function JustificarForm({ dia, hoy, sending, error, onSend, onBack }: Props) {
  const [motivo, setMotivo] = useState<MotivoJustificacion | null>(null);
  const [nota, setNota] = useState('');
  const [folio, setFolio] = useState('');
  const [target, setTarget] = useState<'nota' | 'folio'>('nota');
  const needsFolio = motivo === 'Incapacidad IMSS';
  const typing = needsFolio ? target : 'nota';
  const marcas = marcasDe(dia, hoy)
    .filter((m) => m.tone !== 'ok')
    .map((m) => m.text)
    .join(', ');

  const type = (char: string) => {
    if (typing === 'folio') setFolio((f) => (f.length < FOLIO_MAX ? f + char : f));
    else setNota((n) => (n.length < NOTE_MAX ? n + char : n));
  };
  const erase = () => (typing === 'folio' ? setFolio((f) => f.slice(0, -1)) : setNota((n) => n.slice(0, -1)));
  const choose = (m: MotivoJustificacion) => {
    setMotivo(m);
    setTarget(m === 'Incapacidad IMSS' ? 'folio' : 'nota');
  };
  const send = () => {
    if (!motivo) return;
    onSend({
      tipo: 'justificacion',
      fecha: dia.fecha,
      motivo,
      nota: nota.trim() || undefined,
      folio: needsFolio ? folio.trim() : undefined,
    });
  };

  return (
    <div className="mi-form mi-form--justificar">
      <MiFormHead
        title={`${miText.justifyTitle(diaTexto(dia.fecha))}${marcas ? ` · ${marcas}` : ''}`}
        sending={sending}
        canSend={motivo !== null && (!needsFolio || folio.trim() !== '')}
        onBack={onBack}
        onSend={send}
      />
      <MiFormError error={error} />
      <div className="mi-choices" role="radiogroup" aria-label={miText.reason}>
        {MOTIVOS_JUSTIFICACION.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={motivo === m}
            className={`mi-choice${motivo === m ? ' mi-choice--on' : ''}`}
            onClick={() => choose(m)}
          >
            {m}
          </button>
        ))}
      </div>
      <div className="mi-fields">
        {needsFolio && (
          <button
            type="button"
            className={`mi-field${typing === 'folio' ? ' mi-field--on' : ''}`}
            onClick={() => setTarget('folio')}
            aria-label={`${miText.folio}: ${folio}`}
          >
            <span className="mi-field__label">{miText.folio}</span>
            <span className="mi-field__value">{folio || <span className="mi-field__empty">{miText.folioMissing}</span>}</span>
          </button>
        )}
        <button
          type="button"
          className={`mi-field${typing === 'nota' ? ' mi-field--on' : ''}`}
          onClick={() => setTarget('nota')}
          aria-label={`${miText.note}: ${nota}`}
        >
          <span className="mi-field__label">{miText.note}</span>
          <span className="mi-field__value">{nota || <span className="mi-field__empty">{miText.notePlaceholder}</span>}</span>
        </button>
      </div>
      <TextKeyboard onKey={type} onErase={erase} disabled={sending} />
    </div>
  );
}
