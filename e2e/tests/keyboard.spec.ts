import type { Locator, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}

/** Whether `element` (or, for a field, the box that wraps it) draws a focus ring now. */
function drawsRing(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    return ring(element) || (element.parentElement !== null && ring(element.parentElement));
  });
}

/**
 * The expanded state the browser exposes to assistive technology for the disclosure named
 * `name` (a <summary> is a disclosure triangle to Chromium), read from its accessibility tree.
 */
async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value?: string };
        name?: { value?: string };
        properties?: { name: string; value: { value?: unknown } }[];
      }[];
    };
    const node = nodes.find(
      (candidate) => candidate.role?.value === 'DisclosureTriangle' && candidate.name?.value === name,
    );
    const expanded = node?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

const focusedIsInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element);

test.describe('keyboard use', () => {
  test('a coverage opens with Enter or Space, Tab stays in the sheet, its sections open, Escape returns focus', async ({
    page,
  }) => {
    await signIn(page);
    const telemedicina = page.getByRole('button', { name: 'Telemedicina' });
    await tabTo(page, telemedicina);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Telemedicina' });
    await expect(sheet).toBeVisible();
    await expect.poll(() => focusedIsInside(sheet)).toBe(true);

    // Focus trap: more Tabs (and Shift+Tabs) than the sheet has stops never leave it.
    const stops = await sheet.locator('button, a[href], summary, input, select, textarea, [tabindex]').count();
    for (let step = 0; step < stops + 3; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedIsInside(sheet), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < stops + 3; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedIsInside(sheet), `Shift+Tab ${step + 1}`).toBe(true);
    }

    // The collapsible sections open with Enter or Space and say whether they are open.
    for (const [name, key, shows] of [
      ['Prestador', 'Enter', 'VivaBem Telessaúde'],
      ['Contato de suporte', ' ', 'Telefone'],
      ['Política de cancelamento', 'Enter', 'Multa'],
    ] as const) {
      const section = sheet.locator('details').filter({ has: page.locator('summary', { hasText: name }) });
      const summary = section.locator('summary');
      await expect(section).not.toHaveAttribute('open');
      await expect.poll(() => exposedExpanded(page, name)).toBe(false);
      await tabTo(page, summary);
      await page.keyboard.press(key);
      await expect(section).toHaveAttribute('open', '');
      await expect(section.getByText(shows).first()).toBeVisible();
      await expect.poll(() => exposedExpanded(page, name)).toBe(true);
      await page.keyboard.press(key);
      await expect(section).not.toHaveAttribute('open');
      await expect.poll(() => exposedExpanded(page, name)).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(telemedicina).toBeFocused();

    // Space opens a coverage too.
    await page.keyboard.press('Space');
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(telemedicina).toBeFocused();
  });

  test('the FAQ accordion works from the keyboard, one item open at a time', async ({ page }) => {
    await page.goto(webPaths.faq);
    const first = page.getByRole('button', { name: /Como uso um benefício/ });
    const second = page.getByRole('button', { name: /Existe carência/ });
    const firstPanel = page.getByRole('region', { name: /Como uso um benefício/ });
    const secondPanel = page.getByRole('region', { name: /Existe carência/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstPanel).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(secondPanel).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('focus is visible on a button, a link and an input reached with Tab', async ({ page }) => {
    await page.goto(webPaths.signIn);
    for (const target of [
      page.getByLabel('E-mail'),
      page.getByRole('button', { name: 'Entrar', exact: true }),
      page.getByRole('link', { name: 'Cadastre-se' }),
    ]) {
      expect(await drawsRing(target), `${target.toString()} before focus`).toBe(false);
      await tabTo(page, target);
      expect(await drawsRing(target), `${target.toString()} focused`).toBe(true);
    }
  });
});
