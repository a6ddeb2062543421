export {
  ROUTES,
  REDIRECTS,
  routesOf,
  routeById,
  routeOfPath,
  isViewRoute,
  tradingPathOf,
  type AppRoute,
  type LayoutName,
} from './route-table';
export type { RemoteAppProps } from './remote-app-props';
export { runStandalone } from './standalone';
export { AreaShell } from './area-shell';
export { SignInPrompt } from './sign-in-prompt';
export { NotFoundPanel, isNotFound } from './not-found-panel';
export { useLogout } from './use-logout';
export { applyListEvent } from './live-list';
export {
  isOrderEvent,
  closesPosition,
  orderNotice,
  type OrderNoticeTitle,
  type TradeNotice,
} from './trading-events';
