import { formatKstDateTime } from '@bx/contracts';
import type { AdminContentItem, ContentKind } from '@bx/contracts';
import { pagedRowsState } from '@bx/platform';

import { Button, cardStyle, ChoiceChips, Chip, ListState, PagedList } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { useState } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';

import { useDeleteContent } from '../api/delete-content';

import { useContent } from '../api/get-content';

import { CONTENT_KIND_LABELS, contentPreview } from '../utils/content-form';

import { ContentEditor } from './content-editor';

import { adminText } from '../../../shared/admin-text';

/**
 * The site's content one kind at a time (the chips): 새 글 opens the editor above the list, 수정 opens it on an item,
 * 삭제 is confirmed. The list is newest first, a page at a time.
 */
export function ContentManager({ kind, onKind }: { kind: ContentKind; onKind: (kind: ContentKind) => void }) {
  const [editing, setEditing] = useState<AdminContentItem | 'new' | null>(null);
  const content = useContent(kind);
  const label = adminText(CONTENT_KIND_LABELS.find((entry) => entry.kind === kind)!.label);
  return (
    <>
      <ChoiceChips<ContentKind>
        label={adminText('OPS_CONTENT_KIND')}
        items={CONTENT_KIND_LABELS.map((entry) => ({ id: entry.kind, label: adminText(entry.label) }))}
        selected={kind}
        onSelect={(next) => {
          setEditing(null);
          onKind(next);
        }}
      />
      {editing === null ? (
        <Button onClick={() => setEditing('new')}>{adminText('OPS_CONTENT_NEW_OF', { kind: label })}</Button>
      ) : (
        <ContentEditor
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ListState list={pagedRowsState(content)} error={content.error} empty={adminText('OPS_NO_CONTENT')}>
        {(rows) => (
          <PagedList
            label={label}
            rows={rows}
            renderRow={(item) => (
              <ContentRow key={item.id} kind={kind} item={item} onEdit={() => setEditing(item)} />
            )}
            query={content}
            moreLabel={adminText('ADM_MORE')}
          />
        )}
      </ListState>
    </>
  );
}

function ContentRow({
  kind,
  item,
  onEdit,
}: {
  kind: ContentKind;
  item: AdminContentItem;
  onEdit: () => void;
}) {
  const theme = useTheme();
  const remove = useDeleteContent();
  const drop = () =>
    void runConfirmed(
      adminText('OPS_CONTENT_DELETE_CONFIRM', { title: item.title }),
      () => remove.mutateAsync({ kind, id: item.id }),
      () => adminText('OPS_CONTENT_DELETED', { title: item.title }),
    );
  return (
    <li css={{ listStyle: 'none', minWidth: 0 }}>
      <article aria-label={item.title} css={{ ...cardStyle(theme), gap: 6 }}>
        <header css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <strong css={{ flex: 1, minWidth: 0, fontSize: 15, overflowWrap: 'anywhere' }}>{item.title}</strong>
          {item.isForce ? <Chip tone="accent">{adminText('OPS_FORCED')}</Chip> : null}
        </header>
        <p css={{ margin: 0, fontSize: 13, color: theme.color.textMuted, overflowWrap: 'anywhere' }}>
          {contentPreview(item.content)}
        </p>
        <span css={{ fontSize: 12, color: theme.color.textMuted }}>
          #{item.id} · {formatKstDateTime(item.createdAt)}
          {item.updatedAt !== null
            ? ` · ${adminText('OPS_UPDATED_AT', { at: formatKstDateTime(item.updatedAt) })}`
            : ''}
        </span>
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="plain" size="small" onClick={onEdit}>
            {adminText('OPS_EDIT')}
          </Button>
          <Button variant="plain" size="small" busy={remove.isPending} onClick={drop}>
            {adminText('OPS_DELETE')}
          </Button>
        </div>
      </article>
    </li>
  );
}
