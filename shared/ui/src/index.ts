export { darkTheme, type AppTheme } from './theme/theme';
export { ThemeRoot } from './theme/theme-root';
export { Button } from './components/button';
export { TextField } from './components/text-field';
export { Loader } from './components/loader';
export { FailurePanel } from './components/failure-panel';
export { RouteShell } from './components/route-shell';
export { formatAmount } from './format/format-amount';
