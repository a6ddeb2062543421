import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe reports that fails a page: serious and critical violations of WCAG 2.1 A and AA. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The serious and critical accessibility violations of the page as it stands, one line each: the rule, its
 * impact and the elements at fault (their selectors), prefixed with `where`.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 160)} [${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}]`,
          )
          .join(' | ')}`,
    );
}
