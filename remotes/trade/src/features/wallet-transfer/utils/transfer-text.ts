import type { SiteLang } from '@bx/contracts';

/** The transfer control's words; English sites (site 15) read them in English. */
export const TRANSFER_TEXT: Record<
  SiteLang,
  {
    open: string;
    title: (to: string) => string;
    available: (from: string) => string;
    amount: (currency: string) => string;
    all: string;
    submit: string;
    cancel: string;
    emptyAmount: string;
    overBalance: (from: string) => string;
    done: (amount: string, to: string) => string;
  }
> = {
  ko: {
    open: 'BINARY로 이동',
    title: (to) => `${to} 지갑으로 이동`,
    available: (from) => `${from} 지갑 잔액`,
    amount: (currency) => `이동할 금액 (${currency})`,
    all: '전액',
    submit: '이동',
    cancel: '취소',
    emptyAmount: '이동할 금액을 입력해주세요.',
    overBalance: (from) => `이동할 금액이 ${from} 잔액을 초과합니다.`,
    done: (amount, to) => `${to} 지갑으로 ${amount} 이동했습니다.`,
  },
  en: {
    open: 'Move to BINARY',
    title: (to) => `Move to the ${to} wallet`,
    available: (from) => `${from} wallet balance`,
    amount: (currency) => `Amount to move (${currency})`,
    all: 'All',
    submit: 'Move',
    cancel: 'Cancel',
    emptyAmount: 'Please enter the amount to move.',
    overBalance: (from) => `The amount exceeds the ${from} balance.`,
    done: (amount, to) => `Moved ${amount} to the ${to} wallet.`,
  },
};
