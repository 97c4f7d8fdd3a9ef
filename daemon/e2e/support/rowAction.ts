import type { Locator } from 'playwright-core';

/**
 * Clicks one of an 'Empleados' row's actions by its words (issue 45 item 2): on a laptop they are behind the row's
 * 'Acciones' button, on a tablet's or a phone's card they show as buttons.
 */
export async function clickRowAction(row: Locator, name: string): Promise<void> {
  await row.waitFor();
  const menu = row.getByRole('button', { name: 'Acciones', exact: true });
  if (await menu.isVisible()) await menu.click();
  await row.getByRole('button', { name, exact: true }).click();
}
