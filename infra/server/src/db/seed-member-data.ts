import type { AppIds, AppVersion, Bank, ContentKind, FeeSettings } from '@bx/contracts';

/** Site 1 lists every bank, the English sites the major ones (site_info.bank_type; see README). */
export const SEED_BANK_TYPES: ReadonlyArray<readonly [siteId: number, bankType: string]> = [
  [1, 'ALL'],
  [15, 'MAJOR'],
  [33, 'MAJOR'],
  [25, 'MAJOR'],
];

export const SEED_BANKS: ReadonlyArray<Bank & { major: boolean }> = [
  { code: '004', name: 'KB국민은행', major: true },
  { code: '088', name: '신한은행', major: true },
  { code: '020', name: '우리은행', major: true },
  { code: '081', name: '하나은행', major: true },
  { code: '011', name: 'NH농협은행', major: true },
  { code: '003', name: 'IBK기업은행', major: true },
  { code: '090', name: '카카오뱅크', major: true },
  { code: '089', name: '케이뱅크', major: false },
  { code: '092', name: '토스뱅크', major: false },
  { code: '023', name: 'SC제일은행', major: false },
  { code: '027', name: '한국씨티은행', major: false },
  { code: '031', name: '대구은행', major: false },
  { code: '032', name: '부산은행', major: false },
  { code: '034', name: '광주은행', major: false },
  { code: '035', name: '제주은행', major: false },
  { code: '037', name: '전북은행', major: false },
  { code: '039', name: '경남은행', major: false },
  { code: '045', name: '새마을금고', major: false },
  { code: '048', name: '신협', major: false },
  { code: '071', name: '우체국', major: false },
  { code: '002', name: 'KDB산업은행', major: false },
  { code: '007', name: '수협은행', major: false },
];

export const SEED_FEE: FeeSettings = {
  futuresFeeRate: 0.0004,
  marginTypeFeeFactor: 0.0008,
  binaryFeeRate: 0,
  overseaFeeRate: 0.0002,
  withdrawFeeRate: 0,
  dnwMinimum: 10000,
  convertFeeRate: 0.001,
};

export const SEED_APP_IDS: AppIds = { android: 'com.bx.mobile', ios: 'id0000000000' };

export const SEED_APP_VERSIONS: readonly AppVersion[] = [
  {
    os: 'android',
    version: '1.4.2',
    minVersion: '1.2.0',
    url: 'https://play.google.com/store/apps/details?id=com.bx.mobile',
  },
  { os: 'ios', version: '1.4.1', minVersion: '1.2.0', url: 'https://apps.apple.com/app/id0000000000' },
];

/** A few Korean items of each kind, on every site; the first notice carries HTML. */
export const SEED_CONTENT: ReadonlyArray<{ kind: ContentKind; title: string; content: string }> = [
  {
    kind: 'notice',
    title: '서비스 점검 안내',
    content:
      '<p><strong>정기 점검</strong>이 매주 월요일 06:00~08:00에 진행됩니다.</p>' +
      '<ul><li>점검 중에는 거래가 중단됩니다.</li><li>미체결 주문은 유지됩니다.</li></ul>' +
      '<p>자세한 내용은 <a href="https://example.com/notice" target="_blank">공지사항</a>을 확인해주세요.</p>',
  },
  { kind: 'notice', title: '입출금 시간 안내', content: '<p>입출금은 24시간 신청 가능합니다.</p>' },
  { kind: 'notice', title: '신규 종목 추가 안내', content: '<p>DOGE, EOS 종목이 추가되었습니다.</p>' },
  { kind: 'faq', title: '회원가입은 어떻게 하나요?', content: '<p>상단의 회원가입 버튼을 눌러주세요.</p>' },
  { kind: 'faq', title: '출금은 얼마나 걸리나요?', content: '<p>영업일 기준 30분 이내 처리됩니다.</p>' },
  {
    kind: 'faq',
    title: '비밀번호를 잊었어요.',
    content: '<p>로그인 화면의 비밀번호 찾기를 이용해주세요.</p>',
  },
  { kind: 'strategy', title: '손절매 설정의 중요성', content: '<p>손실 한도를 미리 정해두세요.</p>' },
  { kind: 'strategy', title: '레버리지 활용 가이드', content: '<p>높은 레버리지는 위험도 큽니다.</p>' },
  { kind: 'promotion', title: '첫 입금 보너스 이벤트', content: '<p>첫 입금 시 10% 보너스를 드립니다.</p>' },
  { kind: 'promotion', title: '친구 추천 이벤트', content: '<p>추천인 코드로 가입하면 혜택이 있습니다.</p>' },
  { kind: 'popup', title: '신규 회원 환영', content: '<p>BX에 오신 것을 환영합니다.</p>' },
  {
    kind: 'static',
    title: '이용약관',
    content: '<h2>제1조 (목적)</h2><p>본 약관은 서비스 이용 조건을 정합니다.</p>',
  },
  {
    kind: 'static',
    title: '개인정보처리방침',
    content: '<h2>개인정보 수집 항목</h2><p>아이디, 이름, 연락처</p>',
  },
];

/**
 * The same items in English, for the English sites (15, 33 and 25): a site's content is its own, in its
 * language. Migration 034 puts these in place of the Korean ones on English sites seeded before.
 */
export const SEED_CONTENT_EN: ReadonlyArray<{ kind: ContentKind; title: string; content: string }> = [
  {
    kind: 'notice',
    title: 'Scheduled maintenance',
    content:
      '<p><strong>Regular maintenance</strong> runs every Monday from 06:00 to 08:00.</p>' +
      '<ul><li>Trading pauses during maintenance.</li><li>Open orders are kept.</li></ul>',
  },
  {
    kind: 'notice',
    title: 'Deposit and withdrawal hours',
    content: '<p>Deposits and withdrawals can be requested 24 hours a day.</p>',
  },
  { kind: 'notice', title: 'New coins listed', content: '<p>DOGE and EOS have been added.</p>' },
  { kind: 'faq', title: 'How do I sign up?', content: '<p>Tap the Sign up button at the top.</p>' },
  {
    kind: 'faq',
    title: 'How long does a withdrawal take?',
    content: '<p>Within 30 minutes on business days.</p>',
  },
  {
    kind: 'faq',
    title: 'I forgot my password.',
    content: '<p>Use Find password on the login screen.</p>',
  },
  {
    kind: 'strategy',
    title: 'Why stop-losses matter',
    content: '<p>Decide how much you are willing to lose before you trade.</p>',
  },
  {
    kind: 'strategy',
    title: 'A guide to leverage',
    content: '<p>High leverage means high risk.</p>',
  },
  {
    kind: 'promotion',
    title: 'First deposit bonus',
    content: '<p>Get a 10% bonus on your first deposit.</p>',
  },
  {
    kind: 'promotion',
    title: 'Refer a friend',
    content: '<p>Sign up with a referral code to get a reward.</p>',
  },
  { kind: 'popup', title: 'Welcome', content: '<p>Welcome to BX.</p>' },
  {
    kind: 'static',
    title: 'Terms of use',
    content: '<h2>Article 1 (Purpose)</h2><p>These terms set out the conditions of using the service.</p>',
  },
  {
    kind: 'static',
    title: 'Privacy policy',
    content: '<h2>Personal data collected</h2><p>Username, name, contact details</p>',
  },
];

/** A player whose mobile devices are blocked: the client signs them out on phones (etcJson.blockDevice). */
export const SEED_BLOCKED_USER = {
  username: 'blocked1',
  name: 'Blocked One',
  phone: '010-5000-0001',
  etcJson: { blockDevice: 'MOBILE' },
} as const;

export const SEED_DEMO3_INQUIRY = {
  question: '출금 신청 후 얼마나 기다려야 하나요?',
  answer: '안녕하세요. 출금은 신청 후 30분 이내에 처리됩니다. 감사합니다.',
} as const;

export const SEED_DEMO3_INQUIRY_EN = {
  question: 'How long should I wait after requesting a withdrawal?',
  answer: 'Hello. Withdrawals are processed within 30 minutes of the request. Thank you.',
} as const;

export const SEED_DEMO3_MESSAGE = {
  title: '환영합니다',
  content: '<p>BX 회원이 되신 것을 환영합니다.</p>',
} as const;

export const SEED_DEMO3_MESSAGE_EN = {
  title: 'Welcome',
  content: '<p>Welcome to BX, and thank you for joining.</p>',
} as const;
