import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses `option` in the antd select whose `.ant-select` box is `select`, and waits until the box shows it.
 * On a loaded machine a click on an option can land while the list is still opening and not take (the box
 * keeps its old value); the list is then opened again and the option clicked again, for up to 30 s.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  // The box's whole text: what it shows is the chosen option's label (its placeholder when none is chosen).
  const shown = async () => ((await select.textContent().catch(() => null)) ?? '').trim();
  await expect
    .poll(
      async () => {
        if ((await shown()) === option) return option;
        if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 5_000 }).catch(() => undefined);
        return shown();
      },
      { message: `the select shows "${option}"`, timeout: 30_000, interval: 500 },
    )
    .toBe(option);
}
