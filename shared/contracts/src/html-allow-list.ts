/**
 * What operator-written HTML (notices, FAQ, popups, messages) may contain. One list for both sides: the server
 * applies it with sanitize-html before storing, the host again with DOMPurify before showing, and both decide
 * attribute values with `cleanHtmlAttribute`, so what one keeps the other keeps too.
 */

export const HTML_ALLOWED_TAGS: readonly string[] = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/**
 * Dropped together with everything inside them: their content is code, another document or markup parsed by
 * other rules. Any other element that is not allowed goes but leaves its content.
 */
export const HTML_DROPPED_WITH_CONTENT: readonly string[] = [
  'annotation-xml',
  'applet',
  'audio',
  'desc',
  'embed',
  'foreignobject',
  'frame',
  'frameset',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'plaintext',
  'script',
  'select',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'video',
  'xmp',
];

/**
 * Attributes operators may write, per tag ('*': any allowed tag). No `class` or `id`: the page's own CSS (an
 * emotion class name is a hash anyone can compute) would let content lay itself over the page.
 */
export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['style', 'title', 'align', 'dir', 'lang'],
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  font: ['color', 'size', 'face'],
  td: ['colspan', 'rowspan', 'width', 'valign'],
  th: ['colspan', 'rowspan', 'width', 'valign'],
  col: ['span', 'width'],
  table: ['width', 'border', 'cellpadding', 'cellspacing'],
  ol: ['start', 'type'],
};

export const HTML_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** Set on every link that keeps its href: a new tab gets no handle on this one, and no referrer leaks. */
export const HTML_LINK_REL = 'noopener noreferrer';

/**
 * A link: one of the schemes, a same-origin path (a single `/`: browsers read `//` and `/\` as the start of
 * another host) or a fragment. Tested on the value without the whitespace and control characters browsers skip
 * in URLs; DOMPurify strips the same ones before it tests its ALLOWED_URI_REGEXP, which this is.
 */
export const HTML_LINK_URL = new RegExp(
  String.raw`^(?:(?:${HTML_LINK_SCHEMES.join('|')}):|/(?![/\\])|#)`,
  'i',
);

/** Only same-origin paths and inline raster images: a remote image tells its host who read what, and when. */
const IMAGE_SOURCE = /^(?:\/(?![/\\])|data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$)/i;

// eslint-disable-next-line no-control-regex -- control characters are exactly what browsers ignore in URLs
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

const whole = (pattern: string, flags = 'i') => new RegExp(`^(?:${pattern})$`, flags);
const COLOUR = String.raw`#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*(?:,\s*\d{1,3}%?\s*){2}(?:,\s*(?:0|1|0?\.\d{1,3}|\d{1,3}%)\s*)?\)|[a-z]{3,20}`;
// Non-negative and bounded: a negative or huge margin moves content out of its box, over the page.
const SPACING = String.raw`0|\d{1,2}(?:\.\d{1,2})?(?:px|pt|em|rem|%)`;
const SIZE = String.raw`auto|\d{1,4}px|\d{1,3}(?:\.\d{1,2})?%`;
const FONT_SIZE = String.raw`\d{1,2}(?:\.\d{1,2})?(?:px|pt)|\d(?:\.\d{1,2})?r?em|\d{1,3}%|(?:xx?-)?(?:small|large)|medium|smaller|larger`;
const FONT_NAME = String.raw`[\p{L}\p{N}_-]+(?: [\p{L}\p{N}_-]+)*|"[\p{L}\p{N}_ -]+"|'[\p{L}\p{N}_ -]+'`;
const DECORATION = 'underline|overline|line-through';

/**
 * Inline style properties and the values they may take. Nothing that places or layers a box (position,
 * z-index, top/left/right/bottom, inset, transform, opacity, negative margins), no shorthand that can carry
 * an image (background), and no value with `url(`, `expression(` or an escape: no pattern allows them.
 */
export const HTML_ALLOWED_STYLES: Readonly<Record<string, RegExp>> = {
  color: whole(COLOUR),
  'background-color': whole(COLOUR),
  'text-align': whole('left|right|center|justify|start|end'),
  'vertical-align': whole('baseline|top|middle|bottom|sub|super|text-top|text-bottom'),
  'font-size': whole(FONT_SIZE),
  'font-weight': whole('normal|bold|bolder|lighter|[1-9]00'),
  'font-style': whole('normal|italic|oblique'),
  'font-family': whole(`(?:${FONT_NAME})(?:\\s*,\\s*(?:${FONT_NAME}))*`, 'iu'),
  'text-decoration': whole(`none|(?:${DECORATION})(?:\\s+(?:${DECORATION}))*`),
  'line-height': whole(String.raw`normal|\d(?:\.\d{1,2})?|\d{1,2}(?:px|pt)|\d{1,3}%`),
  margin: whole(`(?:${SPACING}|auto)(?:\\s+(?:${SPACING}|auto)){0,3}`),
  'margin-top': whole(`${SPACING}|auto`),
  'margin-right': whole(`${SPACING}|auto`),
  'margin-bottom': whole(`${SPACING}|auto`),
  'margin-left': whole(`${SPACING}|auto`),
  padding: whole(`(?:${SPACING})(?:\\s+(?:${SPACING})){0,3}`),
  'padding-top': whole(SPACING),
  'padding-right': whole(SPACING),
  'padding-bottom': whole(SPACING),
  'padding-left': whole(SPACING),
  width: whole(SIZE),
  'max-width': whole(SIZE),
  height: whole(SIZE),
  border: whole(String.raw`none|0|(?:\d{1,2}px\s+)?(?:none|solid|dashed|dotted|double)(?:\s+(?:${COLOUR}))?`),
  'border-collapse': whole('collapse|separate'),
};

function allowedAttribute(tag: string, name: string): boolean {
  const forTag = Object.hasOwn(HTML_ALLOWED_ATTRIBUTES, tag) ? HTML_ALLOWED_ATTRIBUTES[tag] : undefined;
  return HTML_ALLOWED_ATTRIBUTES['*']!.includes(name) || forTag?.includes(name) === true;
}

/**
 * The allowed declarations, written `property:value` and joined by `;` as sanitize-html writes them. Splitting
 * on every `;` is safe here: a declaration cut inside a string or a comment no longer matches its pattern.
 */
function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (
      colon > 0 &&
      Object.hasOwn(HTML_ALLOWED_STYLES, property) &&
      HTML_ALLOWED_STYLES[property]!.test(value)
    ) {
      kept.push(`${property}:${value}`);
    }
  }
  return kept.join(';');
}

/**
 * The value an attribute keeps (trimmed, as DOMPurify trims), or undefined when it goes: not allowed on the tag,
 * a URL or style outside the lists, a link target other than a new tab, or empty (sanitize-html drops empty
 * attributes but `alt`).
 */
export function cleanHtmlAttribute(tag: string, name: string, value: string): string | undefined {
  if (!allowedAttribute(tag, name)) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return name === 'alt' ? '' : undefined;
  switch (name) {
    case 'href':
      return HTML_LINK_URL.test(trimmed.replace(URL_IGNORED, '')) ? trimmed : undefined;
    case 'src':
      return IMAGE_SOURCE.test(trimmed.replace(URL_IGNORED, '')) ? trimmed : undefined;
    case 'target':
      return trimmed === '_blank' ? trimmed : undefined;
    case 'style':
      return cleanStyle(trimmed) || undefined;
    default:
      return trimmed;
  }
}
