import { useState } from 'react';
import { MOTIVOS_JUSTIFICACION, type MotivoJustificacion } from '@reloj/contract/solicitudes';
import type { MiDia } from '../api/miAsistencia';
import { diaTexto, marcasDe } from '../lib/miAsistenciaDias';
import { miText } from '../miAsistenciaText';
import { MiForm, type MiFormProps } from './MiForm';
import { TextKeyboard } from './TextKeyboard';

type Props = MiFormProps & { dia: MiDia; hoy: string };

const NOTE_MAX = 200;
const FOLIO_MAX = 40;

/** 'Justificar' a day with a falta, retardo or missing salida: a reason from the short list, the IMSS folio, a note. */
export function JustificarForm({ dia, hoy, ...form }: Props) {
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
  const complete = motivo !== null && (!needsFolio || folio.trim() !== '');

  return (
    <MiForm
      kind="justificar"
      title={`${miText.justifyTitle(diaTexto(dia.fecha))}${marcas ? ` · ${marcas}` : ''}`}
      input={
        complete ? { tipo: 'justificacion', fecha: dia.fecha, motivo, nota: nota.trim() || undefined, folio: needsFolio ? folio.trim() : undefined } : null
      }
      {...form}
    >
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
        {needsFolio && <TypedField label={miText.folio} value={folio} empty={miText.folioMissing} on={typing === 'folio'} onPress={() => setTarget('folio')} />}
        <TypedField label={miText.note} value={nota} empty={miText.notePlaceholder} on={typing === 'nota'} onPress={() => setTarget('nota')} />
      </div>
      <TextKeyboard onKey={type} onErase={erase} disabled={form.sending} />
    </MiForm>
  );
}

type TypedFieldProps = { label: string; value: string; empty: string; on: boolean; onPress: () => void };

/** A field the on-screen keyboard types into; pressing it sends the keys there. */
function TypedField({ label, value, empty, on, onPress }: TypedFieldProps) {
  return (
    <button type="button" className={`mi-field${on ? ' mi-field--on' : ''}`} onClick={onPress} aria-label={`${label}: ${value}`}>
      <span className="mi-field__label">{label}</span>
      <span className="mi-field__value">{value || <span className="mi-field__empty">{empty}</span>}</span>
    </button>
  );
}
