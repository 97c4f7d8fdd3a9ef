import { actionLabel, entityLabel } from './actionLabels';

export type KindGroup = { entity: string; label: string; actions: { value: string; label: string }[] };

/**
 * The 'Tipo de cambio' list from the actions recorded: one group per entity ('Empleado'), whose first option is
 * every change of it and then each action ('Empleado: baja'), by their Spanish names.
 */
export function kindGroups(acciones: readonly string[]): KindGroup[] {
  const groups = new Map<string, KindGroup>();
  for (const accion of acciones) {
    const entity = accion.split('.')[0] ?? accion;
    const group = groups.get(entity) ?? { entity, label: entityLabel(entity), actions: [] };
    group.actions.push({ value: accion, label: actionLabel(accion) });
    groups.set(entity, group);
  }
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'es');
  return [...groups.values()].map((g) => ({ ...g, actions: g.actions.sort(byName) })).sort(byName);
}
