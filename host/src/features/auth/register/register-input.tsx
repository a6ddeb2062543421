import type { ClientMessageCode } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { FilteredInput, type FilteredInputProps } from '@bx/ui';

import type { RegisterField } from './register-form';
import type { RegisterStepProps } from './register-step';

type InputOptions = Omit<FilteredInputProps, 'label' | 'name' | 'value' | 'onChange'>;

/** A sign-up field bound to the form by its name, with its label in the site's language and its refusal under it. */
export function RegisterInput({
  registration,
  field,
  label,
  ...input
}: InputOptions & { registration: RegisterStepProps; field: RegisterField; label: ClientMessageCode }) {
  return (
    <>
      <FilteredInput
        {...input}
        label={clientText(label)}
        name={field}
        value={registration.form[field]}
        onChange={registration.set(field)}
      />
      {registration.problemOf(field)}
    </>
  );
}
