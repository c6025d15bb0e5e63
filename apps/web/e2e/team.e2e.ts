/** The team pages: a school adds a faculty member and sees them in the list and the faculty history. */
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, settle, signedInPage } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });
}

test('the demo school adds a faculty member, sees them listed and in the faculty history', async ({ page }) => {
  const email = `e2e-faculty-${Date.now()}@example.test`;
  await signedInPage(page, account('institute'));
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Add faculty member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a faculty member' });
  await dialog.getByLabel('Full name').fill('Ravi Kulkarni');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add faculty member' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search faculty').fill('Ravi Kulkarni');
  const card = page.getByRole('listitem', { name: 'Ravi Kulkarni' });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Invited');

  await page.getByRole('link', { name: 'Faculty history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faculty history' })).toBeVisible();
  await expect(page.getByText('Added faculty member Ravi Kulkarni').first()).toBeVisible();
});

test('the school edits, deactivates and reactivates a faculty member and seats them on the committee', async ({
  page,
}) => {
  const email = `e2e-staff-${Date.now()}@example.test`;
  const name = `Tara ${Date.now().toString(36)}`;
  await signedInPage(page, account('institute'));
  await page.goto('/team');
  await page.getByRole('button', { name: 'Add faculty member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a faculty member' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add faculty member' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search faculty').fill(email);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Full name').fill(`${name} Rao`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const renamed = `${name} Rao`;
  await expect(page.getByRole('listitem', { name: renamed })).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Add to approval committee' }).click();
  await expect(page.getByRole('listitem', { name: renamed })).toContainText('Approval committee');

  await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: 'Deactivate?' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`No faculty match “${email}”.`)).toBeVisible();
  await page.getByText('Deactivated', { exact: true }).click();
  const card = page.getByRole('listitem', { name: renamed });
  await expect(card).toContainText('Deactivated');
  await expect(card).not.toContainText('Approval committee');
  await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await expect(card).toBeHidden();

  await page.goto('/approval-committee/history');
  await expect(page.getByText(`Added ${renamed} to the approval committee`)).toBeVisible();
  await expect(page.getByText(`${renamed} left the approval committee (account deactivated)`)).toBeVisible();
});

test('bad category names are refused on /category', async ({ page }) => {
  await signedInPage(page, account('institute'));
  await page.goto('/category');
  await expect(page.getByRole('list', { name: "Your school's categories" })).toContainText('Science Club');
  await page.getByLabel('Category name').fill('Events');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('This is already one of the global categories')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`team screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signedInPage(page, account('institute'));
    await page.goto('/team');
    await expect(page.getByRole('list', { name: 'Faculty' })).toBeVisible();
    await shoot(page, `team-faculty-${viewport.name}`);
    await page.getByRole('tab', { name: 'Approval committee' }).click();
    await expect(page.getByRole('list', { name: 'Committee members' })).toContainText('faculty', { ignoreCase: true });
    await shoot(page, `team-committee-${viewport.name}`);
    await page.goto('/faculty/history');
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    await shoot(page, `team-faculty-history-${viewport.name}`);
    await page.goto('/approval-committee/history');
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    await shoot(page, `team-committee-history-${viewport.name}`);
    await page.goto('/category');
    await expect(page.getByRole('list', { name: 'Global categories' })).toBeVisible();
    await shoot(page, `team-category-${viewport.name}`);
  });
}
