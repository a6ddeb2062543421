export { darkTheme, type AppTheme } from './theme/theme';
export { ThemeRoot } from './theme/theme-root';
export { Button } from './components/button';
export { TextField, fieldStyle } from './components/text-field';
export { SelectField } from './components/select-field';
export { Loader } from './components/loader';
export { Card, cardStyle, Chip } from './components/card';
export { FailurePanel } from './components/failure-panel';
export { RouteShell } from './components/route-shell';
export { gameTypeLabel, optionName } from './format/game-type-label';
export { formatPrice } from './format/format-price';
export { formatPercent } from './format/format-percent';
export { formatMinutesSeconds } from './format/format-minutes-seconds';
export { stockName } from './format/stock-name';
export { FUTURES_ORDER_TYPE_LABELS } from './format/futures-order-type';
export { coinName, walletName } from './format/coin-name';
export {
  readNumericText,
  clampNumericValue,
  formatNumericInput,
  type DecimalSeparator,
  type NumericInputRules,
  type NumericRefusal,
} from './inputs/numeric-value';
export { DecimalInput, type DecimalInputProps } from './inputs/decimal-input';
export { NumericInput, type NumericInputProps } from './inputs/numeric-input';
export { formatPhone, isWholePhone, phoneDigits } from './inputs/phone-mask';
export { PhoneInput, type PhoneInputProps } from './inputs/phone-input';
export { INPUT_FILTERS, applyInputFilter, type InputFilterName } from './inputs/input-filters';
export { FilteredInput, type FilteredInputProps } from './inputs/filtered-input';
export { Toaster } from './feedback/toaster';
export { playSound } from './sound/sound-player';
export { orderSoundFor, isSoundOn } from './sound/order-sound';
export type { SoundName } from './sound/sound-recipes';
export { FormMessage } from './components/form-message';
export { CoinLogo } from './components/coin-logo';
export { CoinDrawer, type CoinChoice } from './components/coin-drawer';
export { useEscapeKey } from './hooks/use-escape-key';
export { ListRowButton } from './components/list-row-button';
export { FieldRow } from './components/field-row';
export { Pager } from './components/pager';
export { TabBar, type TabBarItem } from './components/tab-bar';
export { ListState } from './components/list-state';
export { Panel, tabular } from './components/panel';
export {
  DNW_TYPE_LABELS,
  DNW_STATUS_LABELS,
  DNW_STATUS_TONES,
  isCancellable,
  type DnwStatusTone,
} from './dnw/dnw-labels';
export { DnwStatusBadge } from './dnw/dnw-status-badge';
export { DnwRowHeading } from './dnw/dnw-row-heading';
export { dnwAmountText } from './dnw/dnw-amount';
export { NextPageFooter, type NextPageQuery } from './components/next-page-footer';
export { PagedList } from './components/paged-list';
export { CopyButton } from './components/copy-button';
export { SheetHeader } from './components/sheet-header';
export { BottomSheet } from './components/bottom-sheet';
export { ChoiceChips, type ChoiceChip } from './components/choice-chips';
export { BuildTag } from './components/build-tag';
export { SwitchRow } from './components/switch-row';
export { ChatBubble } from './components/chat-bubble';
export { ChatSendBox } from './components/chat-send-box';
export { visuallyHidden } from './components/visually-hidden';
export { RadioChips, type RadioChip } from './components/radio-chips';
export { SideButtons } from './components/side-buttons';
export { ListRow } from './components/list-row';
export { profitTone, signedAmount, type ProfitTone } from './trades/profit';
export { ProfitAmount } from './trades/profit-amount';
export { OverseaTradeRow, wonProfit } from './trades/oversea-trade-row';
export { HtmlContent } from './html/html-content';
export { loadHtmlSanitizer } from './html/html-sanitizer';
