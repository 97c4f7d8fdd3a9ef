import { useState } from 'react';
import { DateInput } from '../../../components/DateInput';
import type { FormErrors } from '../../../components/useFormErrors';
import { localDate } from '../../../lib/dateTime';
import { useRoles } from '../api/listRoles';
import { useTurnos } from '../api/listTurnos';
import { asignacionText as a } from '../messages';
import { nombreDe, payloadDe, TurnoRolSelect } from './TurnoRolSelect';

type Campo = 'turnoId' | 'vigenteDesde';

/** The turno or rol chosen and the date it holds from (the box's today unless changed), with the catalogue to choose from. */
export function useTurnoDesde() {
  const turnos = useTurnos().data ?? [];
  const roles = useRoles().data ?? [];
  const [value, setValue] = useState('');
  const [vigenteDesde, setVigenteDesde] = useState(() => localDate());
  return {
    turnos,
    roles,
    value,
    setValue,
    vigenteDesde,
    setVigenteDesde,
    /** The request's turnoId or rolId and vigenteDesde. */
    payload: () => ({ ...payloadDe(value), vigenteDesde }),
    /** The name of the turno or rol chosen. */
    nombre: () => nombreDe(value, turnos, roles),
  };
}

type TurnoDesdeFieldsProps = {
  choice: ReturnType<typeof useTurnoDesde>;
  form: { errors: FormErrors<Campo>; clearing: <V>(field: Campo, set: (value: V) => void) => (value: V) => void };
};

/** 'Turno o rol' and 'Vigente desde' (issue 41 item 3): an employee's change of turno, or several employees' at once. */
export function TurnoDesdeFields({ choice, form: { errors, clearing } }: TurnoDesdeFieldsProps) {
  return (
    <>
      <TurnoRolSelect value={choice.value} error={errors.turnoId} turnos={choice.turnos} roles={choice.roles} onChange={clearing('turnoId', choice.setValue)} />
      <DateInput
        label={a.vigenteDesde}
        name="vigenteDesde"
        required
        hint={a.vigenteDesdeHint}
        error={errors.vigenteDesde}
        value={choice.vigenteDesde}
        onChange={clearing('vigenteDesde', choice.setVigenteDesde)}
      />
    </>
  );
}
