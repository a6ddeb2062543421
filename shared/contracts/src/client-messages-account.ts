/**
 * What the sign-in, sign-up and find-account screens say by themselves, before any server answers, with the
 * English that English sites show instead. Part of CLIENT_MESSAGES.
 */
export const ACCOUNT_MESSAGES = {
  // Sign-up fields and buttons; side buttons stay short so they fit beside a field at 360 px.
  USERNAME_LABEL: { ko: '아이디', en: 'Username' },
  PASSWORD_LABEL: { ko: '비밀번호', en: 'Password' },
  PASSWORD_CONFIRM_LABEL: { ko: '비밀번호 확인', en: 'Confirm password' },
  NAME_LABEL: { ko: '이름', en: 'Name' },
  NICK_LABEL: { ko: '닉네임', en: 'Nickname' },
  PHONE_LABEL: { ko: '휴대폰 번호', en: 'Mobile number' },
  CODE_LABEL: { ko: '인증번호', en: 'Verification code' },
  EMAIL_LABEL: { ko: '이메일 (선택)', en: 'Email (optional)' },
  BANK_LABEL: { ko: '은행', en: 'Bank' },
  NO_BANK: { ko: '선택 안 함', en: 'None' },
  BANK_ACCOUNT_LABEL: { ko: '계좌번호', en: 'Account number' },
  BANK_HOLDER_LABEL: { ko: '예금주', en: 'Account holder' },
  PARTNER_CODE_LABEL: { ko: '추천인 코드 (선택)', en: 'Referral code (optional)' },
  CHECK_USERNAME: { ko: '중복확인', en: 'Check' },
  SEND_CODE: { ko: '인증번호 받기', en: 'Get code' },
  CONFIRM_CODE: { ko: '인증번호 확인', en: 'Verify code' },
  VERIFY_PARTNER: { ko: '추천인 확인', en: 'Verify referral code' },
  SIGN_UP: { ko: '가입하기', en: 'Sign up' },
  // Sign-up checks and results.
  USERNAME_RULE: {
    ko: '아이디는 영문 소문자, 숫자, _, - 4~20자입니다.',
    en: 'Usernames are 4-20 lowercase letters, digits, _ or -.',
  },
  USERNAME_TAKEN: { ko: '이미 사용중인 아이디입니다.', en: 'The username is already in use.' },
  USERNAME_AVAILABLE: { ko: '사용 가능한 아이디입니다.', en: 'The username is available.' },
  USERNAME_UNCHECKED: { ko: '아이디 중복확인을 해주세요.', en: 'Please check that the username is free.' },
  PASSWORD_RULE: {
    ko: '비밀번호는 영문과 숫자 6~20자입니다.',
    en: 'Passwords are 6-20 letters and digits.',
  },
  PASSWORD_MISMATCH: { ko: '비밀번호가 일치하지 않습니다.', en: 'The passwords do not match.' },
  NAME_REQUIRED: { ko: '이름을 입력해주세요.', en: 'Please enter your name.' },
  PHONE_REQUIRED: { ko: '휴대폰 번호를 입력해주세요.', en: 'Please enter your mobile number.' },
  PHONE_UNVERIFIED: { ko: '휴대폰 인증을 완료해주세요.', en: 'Please verify your phone number first.' },
  PHONE_VERIFIED: { ko: '휴대폰 인증이 완료되었습니다.', en: 'Your phone number is verified.' },
  BANK_ACCOUNT_RULE: {
    ko: '계좌번호는 숫자와 - 6~30자로 입력해주세요.',
    en: 'Enter the account number as 6-30 digits and dashes.',
  },
  BANK_HOLDER_RULE: {
    ko: '예금주는 한글 또는 영문으로 입력해주세요.',
    en: 'Enter the account holder in letters.',
  },
  PARTNER_FOUND: { ko: '추천인: ', en: 'Referred by: ' },
  SIGNED_UP: { ko: '회원가입이 완료되었습니다.', en: 'You have signed up.' },
  SIGNED_UP_WAITING: {
    ko: '회원가입이 완료되었습니다. 관리자 승인 후 이용하실 수 있습니다.',
    en: 'You have signed up. You can start once an administrator approves your account.',
  },
  // Find account.
  FIND_ID: { ko: '아이디 찾기', en: 'Find username' },
  FIND_PASSWORD: { ko: '비밀번호 찾기', en: 'Find password' },
  NEW_PASSWORD_LABEL: { ko: '새 비밀번호', en: 'New password' },
  CHANGE_PASSWORD: { ko: '비밀번호 변경', en: 'Change password' },
  // {to} is the masked phone number the server sent to.
  ID_SENT: { ko: '{to}(으)로 아이디를 보내드렸습니다.', en: 'Your username was sent to {to}.' },
  CODE_SENT: { ko: '{to}(으)로 인증번호를 보냈습니다.', en: 'A verification code was sent to {to}.' },
  PASSWORD_RESET: {
    ko: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.',
    en: 'Your password has been changed. Please log in with the new password.',
  },
  PHONE_INCOMPLETE: {
    ko: '휴대폰 번호가 덜 입력되었습니다. 번호를 끝까지 입력해주세요.',
    en: 'The mobile number is incomplete. Please enter all of its digits.',
  },
  CODE_SENT_EXPIRES: {
    ko: '인증번호를 발송했습니다. {time} 안에 입력해주세요.',
    en: 'The code was sent. Please enter it within {time}.',
  },
  CODE_EXPIRED: {
    ko: '인증번호의 유효시간이 지났습니다. 인증번호를 다시 받아주세요.',
    en: 'The code has expired. Please get a new one.',
  },
  RESEND_CODE_IN: { ko: '재발송 {time}', en: 'Resend in {time}' },
  RESEND_CODE: { ko: '인증번호 재발송', en: 'Resend code' },
} as const;
