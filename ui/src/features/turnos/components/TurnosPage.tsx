import type { Rol, Turno } from '@reloj/contract/turnos';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BannerFor } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { ApiError } from '../../../lib/api';
import { loadStatus } from '../../../lib/loadStatus';
import { useDeleteRol } from '../api/deleteRol';
import { useDeleteTurno } from '../api/deleteTurno';
import { useRoles } from '../api/listRoles';
import { useTurnos } from '../api/listTurnos';
import { turnosText as t } from '../messages';
import { RolesTable } from './RolesTable';
import { RolFormModal } from './RolFormModal';
import { TurnoFormModal } from './TurnoFormModal';
import { TurnosTable } from './TurnosTable';
import { PageHeader } from '../../../components/PageHeader';
import { CardHeader } from '../../../components/CardHeader';
import { TabPanel, Tabs } from '../../../components/Tabs';
import '../turnos.css';

type Editing = { kind: 'turno'; turno: Turno | null } | { kind: 'rol'; rol: Rol | null } | null;

/** The page's two tabs: the catalogue of turnos and the rotations (?vista=roles). */
const VISTAS = ['turnos', 'roles'] as const;

/** A refusal the daemon explains (a turno in use: 409 naming who uses it). */
const reasonOf = (error: unknown) => (error instanceof ApiError ? error.serverError : undefined);

/**
 * 'Turnos' (/admin/turnos, issue 41): the catalogue of schedules and, on its second tab (?vista=roles), the rotations
 * that alternate them by week. Each change reports to the banner; the lists are read again whatever the outcome.
 */
export function TurnosPage() {
  const [params, setParams] = useSearchParams();
  const vista = params.get('vista') === 'roles' ? 'roles' : 'turnos';
  const turnos = useTurnos();
  const roles = useRoles();
  const banner = useBanner();
  const { show, dismiss } = banner;
  const [editing, setEditing] = useState<Editing>(null);

  const removeTurno = useDeleteTurno({
    onSuccess: (_, turno) => show(t.deleted(turno.nombre), 'success'),
    onError: (error) => show(t.deleteFailed(reasonOf(error)), 'error'),
  });
  const removeRol = useDeleteRol({
    onSuccess: (_, rol) => show(t.roles.deleted(rol.nombre), 'success'),
    onError: (error) => show(t.roles.deleteFailed(reasonOf(error)), 'error'),
  });

  const open = (next: NonNullable<Editing>) => {
    dismiss();
    setEditing(next);
  };
  const choose = (next: (typeof VISTAS)[number]) =>
    setParams(
      (previous) => {
        const p = new URLSearchParams(previous);
        if (next === 'roles') p.set('vista', 'roles');
        else p.delete('vista');
        return p;
      },
      { replace: true },
    );

  const turnoList = turnos.data ?? [];
  const rolList = roles.data ?? [];
  const list = vista === 'turnos' ? turnos : roles;
  const count = vista === 'turnos' ? turnoList.length : rolList.length;

  return (
    <div className="page page--wide turnos-page">
      <PageHeader title={t.title} description={t.description} />
      <Tabs
        id="turnos"
        label={t.title}
        tabs={VISTAS}
        labels={{ turnos: t.tabTurnos, roles: t.tabRoles }}
        chosen={vista}
        onChoose={choose}
        className="turnos-tabs"
      />
      {!editing && <BannerFor banner={banner} />}
      <TabPanel id="turnos" chosen={vista} className="card card--flush">
        <CardHeader title={vista === 'turnos' ? t.listTitle : t.roles.listTitle} count={list.isSuccess ? count : null} className="turnos-card__header">
          <button
            type="button"
            className="button button--primary button--small turnos-card__nuevo"
            onClick={() => open(vista === 'turnos' ? { kind: 'turno', turno: null } : { kind: 'rol', rol: null })}
          >
            {vista === 'turnos' ? t.nuevo : t.roles.nuevo}
          </button>
        </CardHeader>
        {vista === 'turnos' ? (
          <TurnosTable
            turnos={turnoList}
            status={loadStatus(turnos)}
            error={turnos.error?.message}
            onEdit={(turno) => open({ kind: 'turno', turno })}
            onDelete={(turno) => removeTurno.mutate(turno)}
            onRetry={() => void turnos.refetch()}
          />
        ) : (
          <>
            <p className="turnos-roles__intro">{t.roles.intro}</p>
            <RolesTable
              roles={rolList}
              status={loadStatus(roles)}
              error={roles.error?.message}
              onEdit={(rol) => open({ kind: 'rol', rol })}
              onDelete={(rol) => removeRol.mutate(rol)}
              onRetry={() => void roles.refetch()}
            />
          </>
        )}
      </TabPanel>
      {editing?.kind === 'turno' && (
        <TurnoFormModal
          turno={editing.turno}
          onCancel={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            const sentence = created ? t.created(saved.nombre) : t.updated(saved.nombre);
            show(t.withWarnings(sentence, saved.advertencias ?? []), 'success');
          }}
        />
      )}
      {editing?.kind === 'rol' && (
        <RolFormModal
          rol={editing.rol}
          turnos={turnoList}
          onCancel={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            show(created ? t.roles.created(saved.nombre) : t.roles.updated(saved.nombre), 'success');
          }}
        />
      )}
    </div>
  );
}
