import { expect, type Locator } from '@playwright/test';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** A part of an English site's page with no Korean in its text or in its accessible names. */
export async function expectNoKorean(region: Locator): Promise<void> {
  await expect(region).not.toContainText(HANGUL);
  const labels = await region.evaluate((element) =>
    Array.from(element.querySelectorAll('[aria-label], [placeholder], [title]')).flatMap((labelled) =>
      ['aria-label', 'placeholder', 'title'].map((name) => labelled.getAttribute(name) ?? ''),
    ),
  );
  expect(labels.filter((label) => HANGUL.test(label))).toEqual([]);
}
