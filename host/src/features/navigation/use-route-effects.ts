import type { AppRoute } from '@bx/app-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const MENU_COOKIE_SECONDS = 86_400;

/** What every navigation does: scroll to the top, and remember the route's menu name for a day. */
export function useRouteEffects(route: AppRoute): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    document.cookie = `MENU_NAME=${encodeURIComponent(route.menuName)}; max-age=${MENU_COOKIE_SECONDS}; path=/`;
  }, [route.menuName]);
}
