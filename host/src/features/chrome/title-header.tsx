import type { ClientMessageCode } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useNavigate } from 'react-router-dom';

import { HeaderBar, IconButton } from '../../shared/header-bar';
import { Icon } from '../../shared/icons';

/**
 * A route's title, in the site's language, with an optional back arrow: true goes back in history, a path
 * goes there.
 */
export function TitleHeader({ title, back }: { title?: ClientMessageCode; back?: boolean | string }) {
  const navigate = useNavigate();
  const arrow = back ? (
    <IconButton
      label={clientText('BACK')}
      onClick={() => (typeof back === 'string' ? navigate(back) : navigate(-1))}
    >
      <Icon name="back" />
    </IconButton>
  ) : null;
  return <HeaderBar left={arrow} title={title === undefined ? undefined : clientText(title)} />;
}
