import type { ComponentType } from 'react';

import { FindAccountPage } from './find-account-page';
import { RegisterPage } from './register-page';
import { SignInPage } from './sign-in-page';

/** The pages the host draws itself, by route id. */
export const HOST_PAGES: Record<string, ComponentType> = {
  'sign.in': SignInPage,
  'sign.up': RegisterPage,
  'sign.up.partner': RegisterPage,
  'sign.find': FindAccountPage,
};
