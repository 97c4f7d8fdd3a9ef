import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BannerTone } from '../../../components/Banner';
import { ApiError } from '../../../lib/api';
import { createItem } from '../api/createItem';
import { catalogueKey } from '../api/listCatalogue';
import { deleteItem } from '../api/deleteItem';
import { updateItem } from '../api/updateItem';
import type { CatalogueDefinition } from '../definitions';
import { catalogueMessages as messages } from '../messages';
import type { CatalogueDraft, CatalogueItem } from '../types';

/** Shows a message in the page's banner. */
type Notify = (text: string, tone?: BannerTone) => void;

/**
 * Create, update and delete, each reporting to the banner and reloading the list afterwards, whatever the
 * outcome (SPEC.md). Each resolves to whether it succeeded.
 */
export function useCatalogueActions(def: CatalogueDefinition, notify: Notify) {
  const queryClient = useQueryClient();
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: catalogueKey(def.resource) }), [queryClient, def]);

  const create = useCallback(
    async (draft: CatalogueDraft) => {
      try {
        const created = await createItem(def, draft);
        notify(messages.created(def, created.nombre), 'success');
        return true;
      } catch (error) {
        notify(messages.createFailed(error instanceof ApiError ? error.serverError : undefined), 'error');
        return false;
      } finally {
        await reload();
      }
    },
    [def, notify, reload],
  );

  const update = useCallback(
    async (item: CatalogueItem) => {
      try {
        const updated = await updateItem(def, item);
        notify(messages.updated(def, updated.nombre), 'success');
        return true;
      } catch {
        notify(messages.updateFailed, 'error');
        return false;
      } finally {
        await reload();
      }
    },
    [def, notify, reload],
  );

  const remove = useCallback(
    async (item: CatalogueItem) => {
      try {
        await deleteItem(def, item.id);
        notify(messages.deleted(def, item.nombre), 'success');
        return true;
      } catch (error) {
        // A row still in use (409) says why after the spec's message, so the administrator knows what to change.
        const reason = error instanceof ApiError && error.status === 409 ? error.serverError : undefined;
        notify(reason ? `${messages.deleteFailed} ${reason}` : messages.deleteFailed, 'error');
        return false;
      } finally {
        await reload();
      }
    },
    [def, notify, reload],
  );

  return { create, update, remove };
}
