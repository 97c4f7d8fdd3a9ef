import { equipoUpdateSchema, type Equipo } from '@reloj/contract/equipo';
import { useState } from 'react';
import { contractErrors } from '../../../components/contractErrors';
import { FormModal } from '../../../components/FormModal';
import { TextField } from '../../../components/TextField';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useRenameEquipo } from '../api/equipo';
import { equipoText as text } from '../messages';

/** 'Cambiar nombre': the administrador gives this box a name (empty: the default, said in the hint). */
export function RenameEquipoModal({ equipo, onClose }: { equipo: Equipo; onClose: () => void }) {
  const [nombre, setNombre] = useState(equipo.propio ? equipo.nombre : '');
  const form = useFormErrors<'nombre'>();
  const banner = useBanner();
  const rename = useRenameEquipo({
    onSuccess: onClose,
    onError: (error) => banner.show(text.failed(errorMessage(error, UNKNOWN_ERROR)), 'error'),
  });
  return (
    <FormModal
      title={text.title}
      subtitle={text.subtitle}
      banner={banner}
      onCancel={onClose}
      form={form}
      problems={() => contractErrors<'nombre'>(equipoUpdateSchema, { nombre })}
      onSubmit={() => rename.mutate({ nombre })}
      busy={rename.isPending}
      submitLabel={text.save}
      busyLabel={text.saving}
    >
      <TextField
        label={text.field}
        value={nombre}
        onChange={form.clearing('nombre', setNombre)}
        error={form.errors.nombre}
        hint={text.hint(equipo.predeterminado)}
        placeholder={equipo.predeterminado}
        autoComplete="off"
      />
    </FormModal>
  );
}
