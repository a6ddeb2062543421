/**
 * The allow-list's executable spec: payloads and what must be left of them. The server's test runs them through
 * sanitize-html and compares exactly; the host's test runs them through DOMPurify under jsdom and compares the
 * parsed trees, so both sides are held to the same result. `expected` is written as sanitize-html writes it.
 */
export interface HtmlSanitizerCase {
  name: string;
  input: string;
  expected: string;
}

const dropsHref = (name: string, href: string): HtmlSanitizerCase => ({
  name,
  input: `<a href="${href}">x</a>`,
  expected: '<a>x</a>',
});

const dropsImage = (name: string, src: string): HtmlSanitizerCase => ({
  name,
  input: `<p>a<img src="${src}" alt="i">b</p>`,
  expected: '<p>ab</p>',
});

export const HTML_SANITIZER_CASES: readonly HtmlSanitizerCase[] = [
  // Overlays: nothing may place, layer or move a box out of the content.
  {
    name: 'full-page overlay style',
    input: '<div style="position:fixed;z-index:9999;top:0;left:0;width:100%;height:100%">x</div>',
    expected: '<div style="width:100%;height:100%">x</div>',
  },
  {
    name: 'inset, absolute position, right and bottom',
    input: '<div style="position:absolute;inset:0;right:0;bottom:0">x</div>',
    expected: '<div>x</div>',
  },
  {
    name: 'transform, opacity and negative margins',
    input: '<p style="transform:translate(-50%,-50%);opacity:0.01;margin:-500px 0 0 0;color:red">x</p>',
    expected: '<p style="color:red">x</p>',
  },
  {
    name: 'margins and sizes out of bounds',
    input: '<p style="margin-top:-20px;padding:500px;width:99999px;font-size:500px">x</p>',
    expected: '<p>x</p>',
  },
  {
    name: 'class and id reaching the page CSS',
    input: '<div class="css-1x2y3z" id="root">x</div>',
    expected: '<div>x</div>',
  },

  // Links: only http(s), mailto, tel, same-origin paths and fragments.
  dropsHref('protocol-relative link', '//evil.example'),
  dropsHref('slash-backslash link', '/\\evil.example'),
  dropsHref('backslash-backslash link', '\\\\evil.example'),
  dropsHref('entity backslash link', '/&#x5c;evil.example'),
  dropsHref('tab between the slashes', '/&#9;/evil.example'),
  dropsHref('leading space before //', ' //evil.example'),
  dropsHref('relative path without a leading slash', 'evil.example/a'),
  dropsHref(
    'javascript: in decimal entities',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  ),
  dropsHref('javascript: in hex entities', '&#x6A;avascript&#x3A;alert(1)'),
  dropsHref('javascript: with zero-padded entity, no semicolon', '&#0000106avascript:alert(1)'),
  dropsHref('javascript: with an entity colon', 'javascript&colon;alert(1)'),
  dropsHref('javascript: split by a newline entity', 'java&NewLine;script:alert(1)'),
  dropsHref('javascript: split by a tab entity', 'jav&Tab;ascript:alert(1)'),
  dropsHref('javascript: after a leading tab entity', '&#9;javascript:alert(1)'),
  dropsHref('javascript: after a control character', '\u0001javascript:alert(1)'),
  dropsHref('data: link', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
  dropsHref('empty href', ''),
  {
    name: 'fragment and tel links',
    input: '<a href="#top">a</a><a href="tel:+82-2-1588-0000">b</a>',
    expected:
      '<a href="#top" rel="noopener noreferrer">a</a><a href="tel:+82-2-1588-0000" rel="noopener noreferrer">b</a>',
  },
  {
    name: 'targets other than a new tab, and operator rel',
    input: '<a href="https://x.example" target="_top" rel="opener">x</a>',
    expected: '<a href="https://x.example" rel="noopener noreferrer">x</a>',
  },

  // Images: same-origin paths and inline raster images only; anything else drops the image.
  dropsImage('remote image', 'https://tracker.example/p.png'),
  dropsImage('protocol-relative image', '//tracker.example/p.png'),
  dropsImage('slash-backslash image', '/\\tracker.example/p.png'),
  dropsImage('relative image without a leading slash', 'p.png'),
  dropsImage('javascript: image', 'javascript:alert(1)'),
  dropsImage('SVG data image', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'),
  dropsImage('HTML data image', 'data:text/html;base64,PHNjcmlwdD4='),
  {
    name: 'same-origin image',
    input: '<img src="/uploads/a.png" alt="a" onerror="alert(1)">',
    expected: '<img src="/uploads/a.png" alt="a" />',
  },
  {
    name: 'data: PNG image',
    input: '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==" alt="">',
    expected: '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==" alt="" />',
  },

  // Styles: no url(), expression(), bindings or escapes.
  {
    name: 'url() in a style',
    input: '<span style="background:url(https://x.example/p.png)">a</span>',
    expected: '<span>a</span>',
  },
  {
    name: 'url() next to an allowed property',
    input: '<span style="color:red;background-image:url(/p.png);background-color:url(/p.png)">a</span>',
    expected: '<span style="color:red">a</span>',
  },
  {
    name: 'expression(), -moz-binding and behavior',
    input:
      '<span style="width:expression(alert(1));color:expression(alert(1));-moz-binding:url(x.xml#x);behavior:url(x.htc)">a</span>',
    expected: '<span>a</span>',
  },
  {
    name: 'CSS escapes, comments, !important and a brace breakout',
    input: '<span style="color:r&#92;65 d;color:/**/red;color:red !important;}*{position:fixed">a</span>',
    expected: '<span>a</span>',
  },
  {
    name: 'a semicolon inside a quoted font name',
    input: `<span style="font-family:'a;position:fixed;top:0'">a</span>`,
    expected: '<span>a</span>',
  },

  // Script vectors in foreign content and elements that are never allowed.
  { name: 'SVG script', input: '<svg><script>alert(1)</script></svg>x', expected: 'x' },
  { name: 'SVG onload', input: '<svg onload="alert(1)"><rect /></svg>x', expected: 'x' },
  {
    name: 'SVG javascript: link',
    input: '<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>x',
    expected: 'x',
  },
  {
    name: 'SVG style image',
    input: '<svg><style><img src=x onerror=alert(1)></style></svg>x',
    expected: 'x',
  },
  { name: 'MathML javascript: link', input: '<math href="javascript:alert(1)">m</math>x', expected: 'x' },
  {
    name: 'MathML table mutation',
    input: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    expected: '',
  },
  {
    name: 'form, input and button',
    input:
      '<form action="https://evil.example"><input name="pw" type="password"><button>로그인</button></form>',
    expected: '로그인',
  },
  { name: 'iframe', input: '<iframe src="https://evil.example"></iframe>x', expected: 'x' },
  {
    name: 'iframe srcdoc',
    input: '<iframe srcdoc="<script>alert(1)</script>">f<b>b</b></iframe>x',
    expected: 'x',
  },
  {
    name: 'object and embed',
    input: '<object data="x.swf"><param name="a" value="b"></object><embed src="x.swf">x',
    expected: 'x',
  },
  {
    name: 'base, meta refresh and stylesheet links',
    input:
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/a.css">x',
    expected: 'x',
  },
  { name: 'style element', input: '<style>*{position:fixed}</style>x', expected: 'x' },
  { name: 'script with its content', input: '<p>a<script>alert(1)</script>b</p>', expected: '<p>ab</p>' },
  {
    name: 'tag and property names that are prototype members',
    input:
      '<p style="constructor:red;__proto__:red;tostring:red">t</p><constructor title="x">c</constructor>',
    expected: '<p>t</p>c',
  },
  {
    name: 'event handlers and data attributes',
    input: '<p onclick="x()" onmouseover="x()" data-x="1" aria-label="a">t</p>',
    expected: '<p>t</p>',
  },

  // Normal formatting survives.
  {
    name: 'bold, italic, underline, strike and headings',
    input:
      '<h2 style="text-align:center">제목</h2><h3>소제목</h3><p><b>굵게</b> <strong>강조</strong> <em>기울임</em> <i>i</i> <u>밑줄</u> <s>취소</s> <del>d</del> <mark>m</mark></p>',
    expected:
      '<h2 style="text-align:center">제목</h2><h3>소제목</h3><p><b>굵게</b> <strong>강조</strong> <em>기울임</em> <i>i</i> <u>밑줄</u> <s>취소</s> <del>d</del> <mark>m</mark></p>',
  },
  {
    name: 'colours and font styles',
    input:
      '<p style="color: #ff0000; background-color: rgb(255, 255, 0); font-size: 16px; font-weight: 700; font-style: italic; text-decoration: underline line-through">색</p><font color="red" size="4" face="Malgun Gothic">글꼴</font>',
    expected:
      '<p style="color:#ff0000;background-color:rgb(255, 255, 0);font-size:16px;font-weight:700;font-style:italic;text-decoration:underline line-through">색</p><font color="red" size="4" face="Malgun Gothic">글꼴</font>',
  },
  {
    name: 'font families, line height, margins and paddings',
    input: `<p style="font-family: 'Noto Sans KR', 맑은 고딕, sans-serif; line-height: 1.6; margin: 0 auto; padding: 4px 8px">x</p>`,
    expected: `<p style="font-family:'Noto Sans KR', 맑은 고딕, sans-serif;line-height:1.6;margin:0 auto;padding:4px 8px">x</p>`,
  },
  {
    name: 'lists',
    input:
      '<ul><li>하나</li><li>둘</li></ul><ol start="3" type="a"><li>셋</li></ol><dl><dt>t</dt><dd>d</dd></dl>',
    expected:
      '<ul><li>하나</li><li>둘</li></ul><ol start="3" type="a"><li>셋</li></ol><dl><dt>t</dt><dd>d</dd></dl>',
  },
  {
    name: 'tables',
    input:
      '<table border="1" style="border-collapse:collapse;width:100%"><caption>표</caption><thead><tr><th>구분</th><th>값</th></tr></thead><tbody><tr><td colspan="2" style="padding:4px 8px;border:1px solid #cccccc">내용</td></tr></tbody></table>',
    expected:
      '<table border="1" style="border-collapse:collapse;width:100%"><caption>표</caption><thead><tr><th>구분</th><th>값</th></tr></thead><tbody><tr><td colspan="2" style="padding:4px 8px;border:1px solid #cccccc">내용</td></tr></tbody></table>',
  },
  {
    name: 'line breaks, rules, quotes and code',
    input: '첫 줄<br>둘째 줄<hr><blockquote>인용</blockquote><pre><code>a &lt; b</code></pre>',
    expected: '첫 줄<br />둘째 줄<hr /><blockquote>인용</blockquote><pre><code>a &lt; b</code></pre>',
  },
  {
    name: 'a same-origin image in a paragraph',
    input:
      '<p><img src="/uploads/notice/1.png" alt="안내" width="320" style="max-width:100%;height:auto"></p>',
    expected:
      '<p><img src="/uploads/notice/1.png" alt="안내" width="320" style="max-width:100%;height:auto" /></p>',
  },
  {
    name: 'an https link opening in a new tab',
    input: '<p><a href="https://example.com/notice?a=1&amp;b=2" target="_blank">공지</a></p>',
    expected:
      '<p><a href="https://example.com/notice?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">공지</a></p>',
  },
  {
    name: 'same-origin and mailto links',
    input: '<a href="/notice/1">a</a> <a href="mailto:help@example.com">b</a>',
    expected:
      '<a href="/notice/1" rel="noopener noreferrer">a</a> <a href="mailto:help@example.com" rel="noopener noreferrer">b</a>',
  },
];
