import {
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_REL,
  cleanHtmlAttribute,
} from '@bx/contracts';

const ALLOWED = new Set(HTML_ALLOWED_TAGS);
const DROPPED = new Set(HTML_DROPPED_WITH_CONTENT);

/**
 * Operator HTML (notices, messages, terms) as this area shows it: rebuilt element by element from an allow-list,
 * never patched in place. DOMParser gives an inert document (no script runs, no image loads while parsing), and
 * only allowed tags with the attributes `cleanHtmlAttribute` keeps are copied out of it, so anything the list
 * does not name (script, event handlers, javascript: links, styles that lay content over the page) cannot
 * survive. It follows the same shared list as the server's sanitize-html and the host's DOMPurify; a few
 * kilobytes of our own instead of a DOMPurify chunk in this remote.
 */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const out = source.createElement('div');
  copyChildren(source.body, out);
  return out.innerHTML;
}

function copyChildren(from: Node, to: Element): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.append(child.ownerDocument!.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      copyElement(child, to);
    }
    // Comments, processing instructions and the like carry nothing a reader sees.
  }
}

function copyElement(element: Element, to: Element): void {
  // Elements from other namespaces (svg, math) report mixed-case or prefixed names: lower-case them all.
  const tag = element.localName.toLowerCase();
  if (DROPPED.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return;
  if (!ALLOWED.has(tag)) {
    // Not allowed but harmless: the tag goes, its text stays.
    copyChildren(element, to);
    return;
  }
  const copy = element.ownerDocument.createElement(tag);
  for (const { name, value } of Array.from(element.attributes)) {
    const clean = cleanHtmlAttribute(tag, name.toLowerCase(), value);
    if (clean !== undefined) copy.setAttribute(name.toLowerCase(), clean);
  }
  // An image whose source was refused has nothing left to show.
  if (tag === 'img' && !copy.hasAttribute('src')) return;
  if (tag === 'a' && copy.hasAttribute('href')) copy.setAttribute('rel', HTML_LINK_REL);
  copyChildren(element, copy);
  to.append(copy);
}
