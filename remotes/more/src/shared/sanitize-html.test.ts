// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { HTML_SANITIZER_CASES } from '../../../../shared/contracts/src/html-allow-list.cases';

import { sanitizeHtml } from './sanitize-html';

/** The tree a browser builds from `html`, attributes in name order (the three sanitizers order them differently). */
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

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables, links and same-origin images', () => {
    const html =
      '<h2>Notice</h2><p style="color:red"><strong>bold</strong> <em>it</em> <u>u</u></p>' +
      '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
      '<a href="https://example.com" target="_blank">link</a><img src="/img/a.png" alt="a" width="10">';
    const clean = document.createElement('div');
    clean.innerHTML = sanitizeHtml(html);
    expect(clean.querySelector('h2')?.textContent).toBe('Notice');
    expect(clean.querySelector('p')?.getAttribute('style')).toBe('color:red');
    expect(clean.querySelector('strong')?.textContent).toBe('bold');
    expect(clean.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(clean.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(clean.querySelector('img')?.getAttribute('src')).toBe('/img/a.png');
  });

  it('drops scripts with their code, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">hi<script>steal()</script></p><img src="/x.png" onerror="steal()">' +
        '<a href="javascript:steal()">go</a><a href=" jAvAsCrIpT:steal()">go</a><svg onload="steal()"></svg>',
    );
    expect(clean).not.toMatch(/steal|script|onclick|onerror|onload|javascript/i);
    expect(clean).toContain('hi');
    expect(clean).toContain('<img src="/x.png">');
  });

  it('keeps the text of tags it does not allow, and nothing of those it drops with their content', () => {
    expect(sanitizeHtml('<section><b>kept</b></section><style>p{}</style><iframe>x</iframe>')).toBe(
      '<b>kept</b>',
    );
  });

  it.each(HTML_SANITIZER_CASES)('leaves what the server leaves: $name', ({ input, expected }) => {
    expect(parsed(sanitizeHtml(input))).toBe(parsed(expected));
  });

  it.each(HTML_SANITIZER_CASES)('keeps what the server stored: $name', ({ expected }) => {
    expect(parsed(sanitizeHtml(expected))).toBe(parsed(expected));
  });
});
