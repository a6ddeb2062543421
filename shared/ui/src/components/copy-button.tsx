import { clientText, toast } from '@bx/platform';

import { Button } from './button';

/**
 * Copies `value` to the clipboard and says so (복사되었습니다); where the browser refuses, says how to copy by
 * hand. `what` names the value for screen readers ("추천 링크 복사").
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(clientText('COPIED'));
    } catch {
      toast.error(clientText('COPY_FAILED'));
    }
  };
  return (
    <Button
      variant="plain"
      size="small"
      aria-label={clientText('COPY_WHAT', { what })}
      onClick={() => void copy()}
    >
      {clientText('COPY')}
    </Button>
  );
}
