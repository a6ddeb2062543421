import type { ReactNode } from 'react';

import type { RegisterField, RegisterForm } from './register-form';

/** What every sign-up step gets from the page: the form, a setter per field, and each field's refusal. */
export interface RegisterStepProps {
  form: RegisterForm;
  set: (field: RegisterField) => (value: string) => void;
  problemOf: (field: RegisterField) => ReactNode;
}
