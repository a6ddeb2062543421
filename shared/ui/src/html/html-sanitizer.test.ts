// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { HTML_SANITIZER_CASES } from '../../../contracts/src/html-allow-list.cases';
import { loadHtmlSanitizer } from './html-sanitizer';

/**
 * The tree a browser builds from `html`, written with attributes in name order: sanitize-html and DOMPurify
 * order, quote and close tags differently, which the page never sees.
 */
function parsed(html: string): string {
  const body = document.implementation.createHTMLDocument('').body;
  body.innerHTML = html;
  for (const element of body.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return body.innerHTML;
}

describe('the HTML sanitizer', () => {
  it.each(HTML_SANITIZER_CASES)('leaves what the server leaves: $name', async ({ input, expected }) => {
    const sanitize = await loadHtmlSanitizer();
    expect(parsed(sanitize(input))).toBe(parsed(expected));
  });

  it.each(HTML_SANITIZER_CASES)('keeps what the server stored: $name', async ({ expected }) => {
    const sanitize = await loadHtmlSanitizer();
    expect(parsed(sanitize(expected))).toBe(parsed(expected));
  });
});
