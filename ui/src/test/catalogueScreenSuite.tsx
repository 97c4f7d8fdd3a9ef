/**
 * The behaviour every catalogue screen must have (the product's requirements: screens, states, validation, messages), run against the
 * real daemon. Each screen's test file passes its own literal texts, so a wrong word fails there.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRealDaemon } from './useRealDaemon';
import { renderAdminRoute } from './renderRoute';

type Row = { id: number; nombre: string } & Record<string, unknown>;

export type CatalogueScreenCase = {
  path: string;
  /** API path of the catalogue, e.g. /api/puestos. */
  apiPath: string;
  heading: string;
  columns: string[];
  createButton: string;
  /** The money field: its label and API field. */
  amount?: { label: string; field: string };
  /** Typed in lowercase; the screen must uppercase it as typed. */
  typedName: string;
  name: string;
  typedAmount?: string;
  shownAmount?: string;
  editedName: string;
  editedTypedAmount?: string;
  editedShownAmount?: string;
  editedAmount?: number;
  messages: {
    created: string;
    duplicate: string;
    updated: string;
    deleted: string;
    /** The page's own delete confirmation, naming the row. */
    deleteQuestion: string;
  };
};

const ok = (text: string) => expect(screen.getByRole('status')).toHaveTextContent(text, { normalizeWhitespace: true });
const money = (value: number) => value.toFixed(2);

export function describeCatalogueScreen(c: CatalogueScreenCase) {
  describe(`${c.heading} (${c.path})`, () => {
    const daemon = useRealDaemon(async (d) => {
      for (const row of await d.request<Row[]>('GET', c.apiPath)) await d.request('DELETE', `${c.apiPath}/${row.id}`);
    });

    const seed = (nombre: string, amount?: number) => daemon.request<Row>('POST', c.apiPath, c.amount ? { nombre, [c.amount.field]: amount } : { nombre });
    const stored = () => daemon.request<Row[]>('GET', c.apiPath);
    const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

    it('shows the heading, the create card and the table columns', async () => {
      await renderAdminRoute(c.path);
      expect(screen.getByRole('heading', { level: 1, name: c.heading })).toBeInTheDocument();
      const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
      expect(headers.map((h) => h.textContent)).toEqual(c.columns);
      expect(await screen.findByText(/Aún no hay/)).toBeInTheDocument();
      if (c.amount) {
        const amount = screen.getByLabelText(c.amount.label);
        // A text field with the decimal keypad (issue 30): type="number" read '330,50' as 33050 in an English Chromium.
        expect(amount).toHaveAttribute('type', 'text');
        expect(amount).toHaveAttribute('inputmode', 'decimal');
        expect(amount).toBeRequired();
      }
    });

    it('creates a row: name uppercased as typed, banner message, row in the table, form cleared', async () => {
      const user = userEvent.setup();
      await renderAdminRoute(c.path);
      const name = screen.getByLabelText('Nombre');
      await user.type(name, c.typedName);
      expect(name).toHaveValue(c.name);
      if (c.amount && c.typedAmount) await user.type(screen.getByLabelText(c.amount.label), c.typedAmount);
      await user.click(screen.getByRole('button', { name: c.createButton }));

      await waitFor(() => ok(c.messages.created));
      expect(screen.getByRole('button', { name: c.messages.created })).toHaveClass('banner--success');
      const row = await rowOf(c.name);
      if (c.shownAmount) expect(within(row).getByRole('cell', { name: c.shownAmount })).toBeInTheDocument();
      expect(name).toHaveValue('');

      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.nombre).toBe(c.name);

      await user.click(screen.getByRole('button', { name: c.messages.created }));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('refuses an empty create beside the fields, in Spanish, focusing the name, and sends nothing', async () => {
      const user = userEvent.setup();
      await renderAdminRoute(c.path);
      await screen.findByText(/Aún no hay/);
      await user.click(screen.getByRole('button', { name: c.createButton }));
      const name = screen.getByLabelText('Nombre');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('El nombre es obligatorio.');
      expect(name).toHaveFocus();
      expect((name as HTMLInputElement).validationMessage).toBe(''); // no browser bubble
      if (c.amount) expect(screen.getByLabelText(c.amount.label)).toHaveAccessibleDescription(/ es obligatorio\.$/);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(await stored()).toEqual([]);
    });

    it('shows the server error when a create fails', async () => {
      const user = userEvent.setup();
      await seed(c.name, 100);
      await renderAdminRoute(c.path);
      await rowOf(c.name);
      await user.type(screen.getByLabelText('Nombre'), c.typedName);
      // 400: within the minimum wage's bounds, so that a puesto is not asked about first (issue 30).
      if (c.amount) await user.type(screen.getByLabelText(c.amount.label), '400');
      await user.click(screen.getByRole('button', { name: c.createButton }));
      await waitFor(() => ok(c.messages.duplicate));
      expect(await stored()).toHaveLength(1);
    });

    it('edits a row through the modal', async () => {
      const user = userEvent.setup();
      await seed(c.name, 100);
      await renderAdminRoute(c.path);
      await user.click(within(await rowOf(c.name)).getByRole('button', { name: 'Editar' }));

      const dialog = screen.getByRole('dialog');
      const name = within(dialog).getByLabelText('Nombre');
      expect(name).toHaveValue(c.name);
      await user.clear(name);
      await user.type(name, c.editedName.toLowerCase());
      expect(name).toHaveValue(c.editedName);
      if (c.amount && c.editedTypedAmount) {
        const amount = within(dialog).getByLabelText(c.amount.label);
        expect(amount).toHaveDisplayValue(money(100)); // two decimals in the edit modal: 100.00
        await user.clear(amount);
        await user.type(amount, c.editedTypedAmount);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      ok(c.messages.updated);
      const row = await rowOf(c.editedName);
      if (c.editedShownAmount) expect(within(row).getByRole('cell', { name: c.editedShownAmount })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: c.name })).not.toBeInTheDocument();
      const [saved] = await stored();
      expect(saved?.nombre).toBe(c.editedName);
      if (c.amount) expect(saved?.[c.amount.field]).toBe(c.editedAmount);
    });

    it('cancelling the modal changes nothing', async () => {
      const user = userEvent.setup();
      await seed(c.name, 100);
      await renderAdminRoute(c.path);
      await user.click(within(await rowOf(c.name)).getByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByLabelText('Nombre'), ' x');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: c.name })).toBeInTheDocument();
      expect((await stored())[0]?.nombre).toBe(c.name);
    });

    it('keeps the modal open with "Error al actualizar." when the update fails', async () => {
      const user = userEvent.setup();
      await seed(c.name, 100);
      await seed(c.editedName, 100);
      await renderAdminRoute(c.path);
      await user.click(within(await rowOf(c.name)).getByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog');
      const name = within(dialog).getByLabelText('Nombre');
      await user.clear(name);
      await user.type(name, c.editedName);
      await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

      await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Error al actualizar.'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect((await stored()).map((r) => r.nombre).sort()).toEqual([c.name, c.editedName].sort());
    });

    it("deletes a row when the page's own confirmation, naming it, is accepted", async () => {
      const user = userEvent.setup();
      await seed(c.name, 100);
      await renderAdminRoute(c.path);
      await user.click(within(await rowOf(c.name)).getByRole('button', { name: 'Borrar' }));

      const dialog = screen.getByRole('dialog', { name: c.messages.deleteQuestion });
      expect(dialog).toHaveTextContent('¿Estás seguro?'); // the requirements' question, under the one naming the item
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
      await waitFor(() => ok(c.messages.deleted));
      await waitFor(() => expect(screen.queryByRole('cell', { name: c.name })).not.toBeInTheDocument());
      expect(await stored()).toEqual([]);
    });

    it('shows "Error al borrar." and reloads the list when the delete fails', async () => {
      const user = userEvent.setup();
      const row = await seed(c.name, 100);
      await renderAdminRoute(c.path);
      const shown = await rowOf(c.name);
      await daemon.request('DELETE', `${c.apiPath}/${row.id}`); // someone else deleted it meanwhile
      await user.click(within(shown).getByRole('button', { name: 'Borrar' }));
      await user.click(within(screen.getByRole('dialog', { name: c.messages.deleteQuestion })).getByRole('button', { name: 'Sí, eliminar' }));

      await waitFor(() => ok('Error al borrar.'));
      await waitFor(() => expect(screen.queryByRole('cell', { name: c.name })).not.toBeInTheDocument());
    });

    it('keeps the row when the confirmation is cancelled', async () => {
      const user = userEvent.setup();
      await seed(c.name, 100);
      await renderAdminRoute(c.path);
      await user.click(within(await rowOf(c.name)).getByRole('button', { name: 'Borrar' }));

      await user.click(within(screen.getByRole('dialog', { name: c.messages.deleteQuestion })).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: c.name })).toBeInTheDocument();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(await stored()).toHaveLength(1);
    });
  });
}
