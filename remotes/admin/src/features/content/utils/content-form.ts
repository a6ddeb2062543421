import type { AdminContentItem, ContentKind } from '@bx/contracts';
import type { AdminMessageCode } from '../../../shared/admin-text';

export const TITLE_MAX = 200;
export const CONTENT_MAX = 50_000;

/** The kinds in the order of the chips, with their names. */
export const CONTENT_KIND_LABELS: readonly { kind: ContentKind; label: AdminMessageCode }[] = [
  { kind: 'notice', label: 'OPS_KIND_NOTICE' },
  { kind: 'faq', label: 'OPS_KIND_FAQ' },
  { kind: 'strategy', label: 'OPS_KIND_STRATEGY' },
  { kind: 'promotion', label: 'OPS_KIND_PROMOTION' },
  { kind: 'popup', label: 'OPS_KIND_POPUP' },
  { kind: 'static', label: 'OPS_KIND_STATIC' },
];

/** The kind of the address (?kind=), notices when it names none. */
export function kindOf(param: string | null): ContentKind {
  return CONTENT_KIND_LABELS.find((entry) => entry.kind === param)?.kind ?? 'notice';
}

export interface ContentForm {
  title: string;
  content: string;
  /** Notices only, when written: also pops up on every open page of the site. */
  force: boolean;
}

export type ContentProblems = Partial<Record<'title' | 'content', AdminMessageCode>>;

/** A title of 1 to 200 characters once trimmed, and a content of 1 to 50,000 (HTML, sanitized by the server). */
export function contentProblems(form: ContentForm): ContentProblems {
  const problems: ContentProblems = {};
  const title = form.title.trim();
  if (title === '') problems.title = 'OPS_TITLE_REQUIRED';
  else if (title.length > TITLE_MAX) problems.title = 'OPS_TITLE_TOO_LONG';
  const content = form.content.trim();
  if (content === '') problems.content = 'OPS_CONTENT_REQUIRED';
  else if (content.length > CONTENT_MAX) problems.content = 'OPS_CONTENT_TOO_LONG';
  return problems;
}

/** What an edit changes, as POST /api/admin/content/update takes it: only the title or content that differ. */
export function contentChanges(
  item: Pick<AdminContentItem, 'title' | 'content'>,
  form: ContentForm,
): { title?: string; content?: string } {
  const title = form.title.trim();
  const content = form.content.trim();
  return {
    ...(title !== item.title ? { title } : {}),
    ...(content !== item.content.trim() ? { content } : {}),
  };
}

/** A line of a content's text for the list: its HTML's words, without tags, cut short. */
export function contentPreview(html: string, length = 80): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
