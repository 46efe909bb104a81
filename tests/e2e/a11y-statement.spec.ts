import { company } from '../../content/identity';
import { splitLocale, ui } from '../../domain/i18n';
import { expect, test } from './fixtures';
import { routes } from './routes';

test('every page links to the accessibility statement, which names the standard and whom to tell', async ({ page }) => {
  for (const route of routes) {
    await page.goto(route.path);
    // Named in the page's language (the statement itself is in English).
    const { locale } = splitLocale(route.path);
    const name = locale === 'en' ? 'Accessibility' : ui(locale).chrome.accessibility;
    await expect(page.getByRole('contentinfo').getByRole('link', { name })).toHaveAttribute('href', '/accessibility');
  }
  await page.goto('/accessibility');
  await expect(page.getByRole('main')).toContainText('WCAG) 2.2 at level AA');
  await expect(page.getByRole('link', { name: `E-mail ${company.accessibilityContact}` })).toHaveAttribute(
    'href',
    `mailto:${company.accessibilityContact}`,
  );
});
