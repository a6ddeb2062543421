import type { ComponentType } from 'react';

import { LoadingSlot } from '../../shared/loading-slot';

import { SignInPage } from './sign-in-page';

/** The sign page group beyond the sign-in itself loads on demand, like any other page group. */
const loadSignGroup = () => import(/* webpackChunkName: "sign" */ './sign-group');

const RegisterPage = () => (
  <LoadingSlot
    what="sign group"
    load={() => loadSignGroup().then((group) => group.RegisterPage)}
    props={{}}
  />
);
const FindAccountPage = () => (
  <LoadingSlot
    what="sign group"
    load={() => loadSignGroup().then((group) => group.FindAccountPage)}
    props={{}}
  />
);

/** The pages the host draws itself, by route id. */
export const HOST_PAGES: Record<string, ComponentType> = {
  'sign.in': SignInPage,
  'sign.up': RegisterPage,
  'sign.up.partner': RegisterPage,
  'sign.find': FindAccountPage,
};
