import { useState } from 'react';
import { BannerFor } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { ApiError } from '../../../lib/api';
import { listLoad, loadStatus } from '../../../lib/loadStatus';
import { useDeleteItem } from '../api/deleteItem';
import { useCatalogueItems } from '../api/useCatalogueItems';
import { useUpdateItem } from '../api/updateItem';
import { genderEnding, type CatalogueDefinition } from '../definitions';
import { catalogueMessages as messages } from '../messages';
import type { CatalogueItem } from '../types';
import { CatalogueTable } from './CatalogueTable';
import { CreateCard } from './CreateCard';
import { EditModal } from './EditModal';
import { PageHeader } from '../../../components/PageHeader';
import { CardHeader } from '../../../components/CardHeader';

/**
 * One screen for Puestos, Sucursales and Bonos: create card on the left, table on the right, edit in a modal. Each
 * change reports to the banner and the list is read again afterwards, whatever the outcome (the product's requirements).
 */
export function CataloguePage({ def }: { def: CatalogueDefinition }) {
  const list = useCatalogueItems(def);
  const items = list.data ?? [];
  const status = loadStatus(list);
  const banner = useBanner();
  const { show } = banner;
  const [editing, setEditing] = useState<CatalogueItem | null>(null);

  const update = useUpdateItem(def, {
    onSuccess: (updated) => show(messages.updated(def, updated.nombre), 'success'),
    onError: () => show(messages.updateFailed, 'error'),
  });
  const remove = useDeleteItem(def, {
    onSuccess: (_, item) => show(messages.deleted(def, item.nombre), 'success'),
    onError: (error) => {
      // A row still in use (409) says why after the requirements' message, so the administrator knows what to change.
      const reason = error instanceof ApiError && error.status === 409 ? error.serverError : undefined;
      show(reason ? `${messages.deleteFailed} ${reason}` : messages.deleteFailed, 'error');
    },
  });

  const startEditing = (item: CatalogueItem) => {
    banner.dismiss(); // the dialog shows only what happens while it is open
    setEditing(item);
  };

  const bannerElement = <BannerFor banner={banner} />;
  const listTitle = `${def.plural.charAt(0).toLocaleUpperCase('es-MX')}${def.plural.slice(1)} registrad${genderEnding(def)}s`;

  return (
    <div className="page">
      <PageHeader title={def.title} description={def.description} />
      {!editing && bannerElement}
      <div className="catalogue-grid">
        <CreateCard def={def} notify={show} />
        <section className={`card card--flush catalogue-list catalogue-list--${def.resource}`} aria-labelledby={`${def.resource}-list-title`}>
          <CardHeader id={`${def.resource}-list-title`} title={listTitle} count={status === 'ready' || items.length > 0 ? items.length : null} />
          <CatalogueTable def={def} items={items} {...listLoad(list)} onEdit={startEditing} onDelete={(item) => remove.mutate(item)} />
        </section>
      </div>
      {editing && (
        <EditModal
          def={def}
          item={editing}
          banner={bannerElement}
          busy={update.isPending}
          onCancel={() => setEditing(null)}
          onSave={(item) => update.mutate(item, { onSuccess: () => setEditing(null) })}
        />
      )}
    </div>
  );
}
