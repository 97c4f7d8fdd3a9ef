import { useCallback, useState } from 'react';
import type { Usuario } from '@reloj/contract/usuarios';
import { useCurrentUser } from '../../../api/authState';
import { BannerFor } from '../../../components/Banner';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useBanner } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { listLoad, loadStatus } from '../../../lib/loadStatus';
import { useDeleteUsuario } from '../api/deleteUsuario';
import { useUsuarios } from '../api/listUsuarios';
import { usuariosMessages as m } from '../messages';
import { EditUsuarioModal } from './EditUsuarioModal';
import { NewUsuarioCard } from './NewUsuarioCard';
import { UsuariosTable } from './UsuariosTable';
import { AdminPage } from '../../../components/AdminPage';
import { CardHeader } from '../../../components/CardHeader';
import '../usuarios.css';

type Dialog = { kind: 'edit' | 'delete'; usuario: Usuario } | null;

/** 'Usuarios' (/admin/usuarios, administrators): the panel's accounts, their role and branches. */
export function UsuariosPage() {
  const list = useUsuarios();
  const usuarios = list.data ?? [];
  const status = loadStatus(list);
  const me = useCurrentUser();
  const banner = useBanner();
  const { show, dismiss } = banner;
  const remove = useDeleteUsuario({
    onSuccess: (_, usuario) => show(m.deleted(usuario.usuario), 'success'),
    onError: (error) => show(m.deleteFailed(errorMessage(error, m.unknownFailure)), 'error'),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);

  const open = (kind: NonNullable<Dialog>['kind']) => (usuario: Usuario) => {
    dismiss(); // the dialog shows only what happens while it is open
    setDialog({ kind, usuario });
  };

  return (
    <AdminPage
      title="Usuarios"
      description="Las cuentas que entran a este panel. Un gerente de sucursal solo ve y registra a los empleados de sus sucursales; una cuenta de solo consulta ve asistencias y pre-nómina sin poder cambiar nada."
      banner={banner}
      showBanner={dialog?.kind !== 'edit'}
    >
      <div className="us-layout">
        <section className="card card--flush us-list" aria-labelledby="usuarios-list-title">
          <CardHeader id="usuarios-list-title" title="Cuentas" count={status === 'ready' || usuarios.length > 0 ? usuarios.length : null} />
          <UsuariosTable usuarios={usuarios} {...listLoad(list)} currentId={me?.id} onEdit={open('edit')} onDelete={open('delete')} />
        </section>
        <NewUsuarioCard notify={show} />
      </div>
      {dialog?.kind === 'edit' && (
        <EditUsuarioModal usuario={dialog.usuario} banner={<BannerFor banner={banner} />} notify={show} onCancel={close} onSaved={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={m.deleteQuestion(dialog.usuario.usuario)}
          confirmLabel={m.deleteConfirm}
          danger
          onCancel={close}
          onConfirm={() => {
            close();
            remove.mutate(dialog.usuario);
          }}
        >
          <p>{m.deleteExplanation}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
