import { useLogout } from '@bx/app-kit';
import { Button } from '@bx/ui';
import { moreText } from './more-text';

/** 로그아웃 where a player looks for it outside the trade menu: at the end of 더보기 and of 내 정보. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="plain" onClick={logout}>
      {moreText('LOG_OUT')}
    </Button>
  );
}
