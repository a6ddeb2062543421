import { Button, FieldRow, TextField } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { searchKeyword } from '../utils/player-labels';
import { adminText } from '../../../shared/admin-text';

/** The keyword field and its 검색 button; an empty search lists every player. */
export function PlayerSearch({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchKeyword(text));
  };
  return (
    <form role="search" onSubmit={submit}>
      <FieldRow>
        <TextField
          label={adminText('ADM_PLAYER_SEARCH')}
          type="search"
          value={text}
          maxLength={50}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{adminText('ADM_SEARCH')}</Button>
      </FieldRow>
    </form>
  );
}
