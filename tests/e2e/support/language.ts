// What every Spanish page's test checks first (issue 35).
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The page is in Spanish throughout: <html lang="es"> and its main content not marked English. */
export async function expectSpanishPage(page: Page, title: string, heading: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
