import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A select's list entries: `.ant-select-item-option` for a Select, `.ant-select-tree-title` for a TreeSelect. */
export type OptionSelector = '.ant-select-item-option' | '.ant-select-tree-title';

/**
 * Chooses `option` in the antd select whose `.ant-select` box is `select`, and waits until the box shows it (its
 * text contains `option`). On a loaded machine a click on an option can land while the list is still opening and not
 * take (the box keeps its old value); the list is then opened again and the option clicked again, for up to 30 s.
 */
export async function chooseOption(page: Page, select: Locator, option: string, optionSelector: OptionSelector = '.ant-select-item-option'): Promise<void> {
  // The box's whole text: the chosen option's label (its placeholder when none is chosen).
  const isShown = async () => ((await select.textContent().catch(() => null)) ?? '').includes(option);
  await expect
    .poll(
      async () => {
        if (await isShown()) return true;
        if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
        await page.locator(`.ant-select-dropdown:visible ${optionSelector}`, { hasText: option }).first().click({ timeout: 5_000 }).catch(() => undefined);
        return isShown();
      },
      { message: `the select shows "${option}"`, timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}
