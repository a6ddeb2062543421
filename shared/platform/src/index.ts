export { platformStore, Provider as PlatformStoreProvider } from './state/platform-store';
export { ApiError } from './http/api-error';
export { apiRequest, refreshSession } from './http/http-client';
export { loadSite, locateSiteFromPage } from './site/load-site';
export { currentSiteId } from './site/site-state';
export { useSiteInfo, useSiteLocator, useSiteRemotes } from './site/use-site';
export { applySiteUpdate } from './site/apply-site-update';
export { loadAccountRemotes, listedRemotes, useAccountRemotesUserId } from './site/account-remotes';
export { useSiteFlags } from './site/use-site-flags';
export { login, useLogin, type LoginInput } from './auth/login';
export { getMe, refreshMe } from './auth/get-me';
export { restoreSession, endSession } from './auth/session';
export { logOut } from './auth/log-out';
export { reportSessionEnd } from './auth/session-end';
export { useMe, useAuthStatus, useSessionEndReason } from './auth/use-auth';
export type { AuthStatus, SessionEndReason } from './auth/auth-state';
export { stompConnection, type MessageHandler } from './realtime/stomp-connection';
export { useSubscription } from './realtime/use-subscription';
export { useSocketStatus } from './realtime/use-socket-status';
export { useSocketReconnects } from './realtime/use-socket-reconnects';
export type { SocketStatus } from './realtime/socket-state';
export { showAlert, showConfirm, type DialogRequest } from './dialogs/dialog-queue';
export { useDialogQueue } from './dialogs/use-dialog-queue';
export { withLoading, useIsLoading } from './loading/loading-state';
export {
  DEFAULT_LOCAL_SETTINGS,
  type LocalSettings,
  type SoundFlag,
  type ThemeName,
} from './settings/local-settings';
export { SETTINGS_STORAGE_KEY, getLocalSettings, type LocalSettingsUpdate } from './settings/settings-state';
export { useLocalSettings } from './settings/use-local-settings';
export { toast, dismissToast, TOAST_DURATION_MS, TOAST_POSITION, type ToastOptions } from './toasts/toast';
export type { Toast, ToastKind, ToastPosition } from './toasts/toast-state';
export { useToasts } from './toasts/use-toasts';
export {
  setUnreadCounts,
  incrementUnread,
  clearUnreadCounts,
  getUnreadTotal,
  useUnreadTotal,
  unreadBadge,
  type UnreadByType,
} from './messages/unread-state';
export { getTradeOptions, useTradeOptions, useTradeOptionsQuery } from './market/get-trade-options';
export { getOverseaOptions, useOverseaOptions, useOverseaOptionsQuery } from './market/get-oversea-options';
export { getFuturesOptions, useFuturesOptions, useFuturesOptionsQuery } from './market/get-futures-options';
export { optionListKeys, type OptionMarket, type OptionListReading } from './market/option-list-query';
export { queryClient } from './query/query-client';
export { problemText } from './query/problem-text';
export {
  serverMutation,
  type MutationDefinition,
  type MutationView,
  type RunOptions,
  type ServerMutation,
} from './query/server-mutation';
export { queryState, pagedRowsState, type QueryState } from './query/query-state';
export { messageKeys } from './messages/message-keys';
export { getUnreadCounts } from './messages/get-unread-counts';
export { getContactCheck } from './messages/get-contact-check';
export { getMessages } from './messages/get-messages';
export { getContacts } from './messages/get-contacts';
export { openContact } from './messages/open-contact';
export { readAllMessages } from './messages/read-all-messages';
export { hasUnannounced, rememberAnnounced, type NewestUnread } from './messages/announced-messages';
export { applyPointUpdate } from './auth/apply-point-update';
export {
  openNoticeDialog,
  closeNoticeDialog,
  useCurrentNoticeRequest,
  getNotice,
  noticeKeys,
  type NoticeRequest,
} from './notices/notice-request';
export { useAction, type ActionOptions } from './http/use-action';
export { siteLang, clientText, textFrom, areaTextFrom, localizeServerMessage } from './site/client-text';
export { linesOf, withLine, withRead, type ChatPages } from './chat/chat-pages';
export { useTypingReport } from './chat/use-typing-report';
