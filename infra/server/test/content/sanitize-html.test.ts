import { describe, expect, it } from 'vitest';

import { HTML_SANITIZER_CASES } from '../../../../shared/contracts/src/html-allow-list.cases.js';
import { sanitizeHtml } from '../../src/content/sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps allowed markup', () => {
    const html = '<p><strong>점검</strong> 안내<br><a href="https://example.com/a?b=1&amp;c=2">링크</a></p>';
    expect(sanitizeHtml(html)).toBe(
      '<p><strong>점검</strong> 안내<br /><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">링크</a></p>',
    );
  });

  it('drops scripts, styles and iframes with their content', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><STYLE>p{}</STYLE><iframe src="x"></iframe>b'),
    ).toBe('<p>a</p>b');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('drops event handlers and unknown attributes', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" data-x="1">')).toBe('<img src="/a.png" />');
    expect(sanitizeHtml('<p onclick=\'x()\' class="c">t</p>')).toBe('<p>t</p>');
  });

  it('drops javascript: and other unsafe URLs, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script&colon;alert(1)',
      'vbscript:x',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<a href="/notice/1">x</a>')).toBe(
      '<a href="/notice/1" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.c">x</a>')).toBe(
      '<a href="mailto:a@b.c" rel="noopener noreferrer">x</a>',
    );
  });

  it('makes target=_blank links noopener', () => {
    expect(sanitizeHtml('<a href="https://x.y" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.y" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('refuses dangerous inline styles but keeps plain ones', () => {
    expect(sanitizeHtml('<span style="color: red">a</span>')).toBe('<span style="color:red">a</span>');
    expect(sanitizeHtml('<span style="background:url(javascript:x)">a</span>')).toBe('<span>a</span>');
    expect(sanitizeHtml('<span style="width: expression(alert(1))">a</span>')).toBe('<span>a</span>');
  });

  it('escapes stray brackets, removes comments and unknown tags, closes what was left open', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('a<!-- <script>x</script> -->b')).toBe('ab');
    expect(sanitizeHtml('<blink>hi</blink><form action="x"><input value="y">z</form>')).toBe('hiz');
    expect(sanitizeHtml('<div><p><b>x')).toBe('<div><p><b>x</b></p></div>');
    // A stray </p> is an empty paragraph to browsers too.
    expect(sanitizeHtml('</p>x</div>')).toBe('<p></p>x');
  });

  it('re-quotes attributes so they cannot break out', () => {
    expect(sanitizeHtml("<p title='a\"><script>x</script>'>t</p>")).toBe(
      '<p title="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;">t</p>',
    );
  });

  it('keeps escaped text escaped', () => {
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it.each(HTML_SANITIZER_CASES)('$name', ({ input, expected }) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});
