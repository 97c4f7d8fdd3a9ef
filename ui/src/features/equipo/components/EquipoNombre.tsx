import { useState } from 'react';
import { useEquipo } from '../api/equipo';
import { equipoText as text } from '../messages';
import { RenameEquipoModal } from './RenameEquipoModal';
import '../equipo.css';

/**
 * 'Este equipo: Panadería Centro' on the home page (issue 45 item 8): the name 'Restaurar' asks to type, never a hex
 * code; an administrador may change it ('Cambiar nombre').
 */
export function EquipoNombre({ canRename }: { canRename: boolean }) {
  const equipo = useEquipo();
  const [renaming, setRenaming] = useState(false);
  if (!equipo.data) return null;
  return (
    <div className="equipo-nombre">
      <span>
        {text.lead} <strong className="equipo-nombre__nombre">{equipo.data.nombre}</strong>
      </span>
      {canRename && (
        <button type="button" className="button button--small button--secondary" onClick={() => setRenaming(true)}>
          {text.rename}
        </button>
      )}
      {renaming && <RenameEquipoModal equipo={equipo.data} onClose={() => setRenaming(false)} />}
    </div>
  );
}
