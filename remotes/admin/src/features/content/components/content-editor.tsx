import type { AdminContentItem, ContentKind } from '@bx/contracts';
import { clientText, toast } from '@bx/platform';
import { Button, FormMessage, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useCreateContent } from '../api/create-content';
import { useUpdateContent } from '../api/update-content';
import {
  CONTENT_MAX,
  contentChanges,
  contentProblems,
  TITLE_MAX,
  type ContentForm,
  type ContentProblems,
} from '../utils/content-form';

import { TextAreaField } from '../../../shared/text-area-field';
import { adminText } from '../../../shared/admin-text';

/**
 * A new item of `kind`, or `item` edited: its title and its content as HTML (the server keeps only the tags it
 * allows). A new notice may be forced: it then pops up on every open page of the site, so that is confirmed.
 */
export function ContentEditor({
  kind,
  item,
  onDone,
}: {
  kind: ContentKind;
  item: AdminContentItem | null;
  onDone: () => void;
}) {
  const theme = useTheme();
  const create = useCreateContent();
  const update = useUpdateContent();
  const [form, setForm] = useState<ContentForm>({
    title: item?.title ?? '',
    content: item?.content ?? '',
    force: false,
  });
  const [problems, setProblems] = useState<ContentProblems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contentProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const title = form.title.trim();
    if (item !== null) {
      const changes = contentChanges(item, form);
      if (Object.keys(changes).length === 0) return void toast.info(adminText('ADM_NOTHING_CHANGED'));
      void runConfirmed(
        null,
        () => update.mutateAsync({ kind, id: item.id, ...changes }),
        () => adminText('OPS_CONTENT_UPDATED', { title }),
      ).then((done) => done && onDone());
      return;
    }
    const force = kind === 'notice' && form.force;
    void runConfirmed(
      force ? adminText('OPS_FORCE_CONFIRM', { title }) : null,
      () => create.mutateAsync({ kind, title, content: form.content.trim(), ...(force ? { force } : {}) }),
      () => adminText('OPS_CONTENT_CREATED', { title }),
    ).then((done) => done && onDone());
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={adminText(item ? 'OPS_CONTENT_EDIT' : 'OPS_CONTENT_NEW')}
      css={{
        display: 'grid',
        gap: 12,
        padding: 14,
        borderRadius: theme.radius,
        border: `1px solid ${theme.color.accent}`,
        background: theme.color.surface,
      }}
    >
      <TextField
        label={adminText('OPS_TITLE')}
        value={form.title}
        maxLength={TITLE_MAX}
        autoComplete="off"
        aria-invalid={problems.title !== undefined}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      {problems.title ? <FormMessage tone="bad">{adminText(problems.title)}</FormMessage> : null}
      <TextAreaField
        label={adminText('OPS_CONTENT_HTML')}
        monospace
        value={form.content}
        rows={8}
        maxLength={CONTENT_MAX}
        spellCheck={false}
        placeholder="<p>…</p>"
        invalid={problems.content !== undefined}
        onChange={(event) => setForm({ ...form, content: event.target.value })}
      />
      {problems.content ? <FormMessage tone="bad">{adminText(problems.content)}</FormMessage> : null}
      {kind === 'notice' && item === null ? (
        <label css={{ display: 'flex', alignItems: 'center', gap: 10, minHeight: 40, fontSize: 15 }}>
          <input
            type="checkbox"
            checked={form.force}
            onChange={(event) => setForm({ ...form, force: event.target.checked })}
            css={{ width: 20, height: 20, accentColor: theme.color.accent }}
          />
          <span>
            {adminText('OPS_FORCE')}
            <span css={{ display: 'block', fontSize: 12, color: theme.color.textMuted }}>
              {adminText('OPS_FORCE_HINT')}
            </span>
          </span>
        </label>
      ) : null}
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 8 }}>
        <Button variant="plain" onClick={onDone}>
          {clientText('CANCEL')}
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {adminText(item ? 'ADM_SAVE' : 'OPS_PUBLISH')}
        </Button>
      </div>
    </form>
  );
}
