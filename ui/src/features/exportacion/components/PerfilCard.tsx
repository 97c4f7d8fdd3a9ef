import type { PerfilesExportacion } from '@reloj/contract/exportacion';
import { SelectField } from '../../../components/SelectField';
import { PRESET_LABELS } from '../form';
import { TextField } from '../../../components/TextField';

type PerfilCardProps = {
  data: PerfilesExportacion;
  origen: string;
  onOrigen: (origen: string) => void;
  nombre: string;
  onNombre: (nombre: string) => void;
  nombreError?: string;
  /** The saved profile being edited; undefined when starting from a preset. */
  savedNombre?: string;
};

/** Where the editor starts (a preset or a saved profile) and the profile's name. */
export function PerfilCard({ data, origen, onOrigen, nombre, onNombre, nombreError, savedNombre }: PerfilCardProps) {
  return (
    <section className="card ex-card ex-area--perfil" aria-labelledby="ex-perfil-title">
      <h2 id="ex-perfil-title" className="card__title">
        Perfil
      </h2>
      <div className="ex-grid">
        <SelectField label="Punto de partida" name="origen" value={origen} onChange={(e) => onOrigen(e.target.value)}>
          <optgroup label="Perfiles iniciales">
            {data.presets.map((p) => (
              <option key={p.clave} value={p.clave}>
                {PRESET_LABELS[p.clave]}
              </option>
            ))}
          </optgroup>
          {data.perfiles.length > 0 && (
            <optgroup label="Perfiles guardados">
              {data.perfiles.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.nombre}
                </option>
              ))}
            </optgroup>
          )}
        </SelectField>
        <TextField label="Nombre del perfil" data-field="nombre" name="nombre" maxLength={60} required value={nombre} onChange={onNombre} error={nombreError} />
      </div>
      <p className="ex-hint">
        {savedNombre
          ? `Al guardar se actualiza el perfil "${savedNombre}".`
          : 'Los perfiles iniciales no cambian: al guardar se crea un perfil propio con tus ajustes, que luego eliges al descargar las incidencias en Pre-nómina.'}
      </p>
    </section>
  );
}
