export { RegisterPage } from './register/register-page';
export { FindAccountPage } from './find-account-page';
