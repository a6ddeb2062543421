import { useNavigate } from 'react-router-dom';

import { HeaderBar, IconButton } from '../../shared/header-bar';
import { Icon } from '../../shared/icons';

/** A title with an optional back arrow: true goes back in history, a path goes there. */
export function TitleHeader({ title, back }: { title?: string; back?: boolean | string }) {
  const navigate = useNavigate();
  const arrow = back ? (
    <IconButton label="뒤로" onClick={() => (typeof back === 'string' ? navigate(back) : navigate(-1))}>
      <Icon name="back" />
    </IconButton>
  ) : null;
  return <HeaderBar left={arrow} title={title} />;
}
