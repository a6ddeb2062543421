import { useLogout } from '@bx/app-kit';
import { clientText } from '@bx/platform';
import { Button } from '@bx/ui';

/** 로그아웃 where a player looks for it outside the trade menu: at the end of 더보기 and of 내 정보. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="plain" onClick={logout}>
      {clientText('LOG_OUT')}
    </Button>
  );
}
