import { useCallback, useState } from 'react';
import { Banner } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { genderEnding, type CatalogueDefinition } from '../definitions';
import { loadStatus } from '../../../lib/loadStatus';
import { useCatalogueItems } from '../api/listCatalogue';
import { useCatalogueActions } from '../hooks/useCatalogueActions';
import type { CatalogueItem } from '../types';
import { CatalogueTable } from './CatalogueTable';
import { CreateCard } from './CreateCard';
import { EditModal } from './EditModal';

/** One screen for Puestos, Sucursales and Bonos: create card on the left, table on the right, edit in a modal. */
export function CataloguePage({ def }: { def: CatalogueDefinition }) {
  const list = useCatalogueItems(def);
  const items = list.data ?? [];
  const status = loadStatus(list);
  const banner = useBanner();
  const actions = useCatalogueActions(def, banner.show);
  const [editing, setEditing] = useState<CatalogueItem | null>(null);

  const save = useCallback(
    async (item: CatalogueItem) => {
      if (await actions.update(item)) setEditing(null);
    },
    [actions],
  );

  const startEditing = (item: CatalogueItem) => {
    banner.dismiss(); // the dialog shows only what happens while it is open
    setEditing(item);
  };

  const bannerElement = <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />;
  const listTitle = `${def.plural.charAt(0).toLocaleUpperCase('es-MX')}${def.plural.slice(1)} registrad${genderEnding(def)}s`;

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{def.title}</h1>
        <p className="page__description">{def.description}</p>
      </header>
      {!editing && bannerElement}
      <div className="catalogue-grid">
        <CreateCard def={def} onCreate={actions.create} />
        <section className={`card card--flush catalogue-list catalogue-list--${def.resource}`} aria-labelledby={`${def.resource}-list-title`}>
          <div className="card__header">
            <h2 id={`${def.resource}-list-title`} className="card__title">
              {listTitle}
            </h2>
            {(status === 'ready' || items.length > 0) && <span className="count-badge">{items.length}</span>}
          </div>
          <CatalogueTable
            def={def}
            items={items}
            status={status}
            error={list.error?.message}
            onEdit={startEditing}
            onDelete={(item) => void actions.remove(item)}
            onRetry={() => void list.refetch()}
          />
        </section>
      </div>
      {editing && (
        <EditModal def={def} item={editing} banner={bannerElement} onCancel={() => setEditing(null)} onSave={save} />
      )}
    </div>
  );
}
