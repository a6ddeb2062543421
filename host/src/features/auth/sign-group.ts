export { RegisterPage } from './register-page';
export { FindAccountPage } from './find-account-page';
