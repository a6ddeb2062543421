import type { UploadedFile } from '@bx/contracts';
import { Button, FormMessage } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useId, useState, type ChangeEvent } from 'react';

import { visuallyHidden } from '../../../shared/visually-hidden';
import { useUploadReceiptMutation } from '../api/upload-receipt';
import { RECEIPT_ACCEPT, RECEIPT_MAX_TEXT, fileSizeText, receiptRefusal } from '../utils/receipt-file';
import { walletText } from '../../../shared/wallet-text';

/**
 * The optional receipt: a picked file is checked here (kind and size) and uploaded at once, so the request only
 * names it; its name shows once the server keeps it, with a way to take it off. `onChange` gets the kept file's
 * id, or null; `onBusy` says while an upload is under way, when the request must wait.
 */
export function ReceiptField({
  onChange,
  onBusy,
}: {
  onChange: (fileId: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const theme = useTheme();
  const inputId = useId();
  const upload = useUploadReceiptMutation({ refusal: 'inline' });
  const [kept, setKept] = useState<{ file: UploadedFile; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? upload.error;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal or a removal.
    event.target.value = '';
    if (file === undefined) return;
    setKept(null);
    onChange(null);
    const refused = receiptRefusal(file);
    if (refused !== null) {
      setProblem(walletText(refused, { max: RECEIPT_MAX_TEXT }));
      return;
    }
    setProblem(null);
    onBusy(true);
    const uploaded = await upload.run(file);
    onBusy(false);
    if (uploaded === null) return;
    setKept({ file: uploaded, name: file.name });
    onChange(uploaded.id);
  };

  const remove = () => {
    setKept(null);
    onChange(null);
  };

  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <span css={{ fontSize: 14, color: theme.color.textMuted }}>{walletText('P2P_RECEIPT')}</span>
      <input
        id={inputId}
        type="file"
        accept={RECEIPT_ACCEPT}
        disabled={upload.pending}
        onChange={(event) => void pick(event)}
        css={{ ...visuallyHidden, ':focus-visible + label': { outline: `2px solid ${theme.color.accent}` } }}
      />
      <label
        htmlFor={inputId}
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: 44,
          padding: '0 14px',
          borderRadius: theme.radius,
          border: `1px dashed ${theme.color.border}`,
          background: theme.color.surface,
          color: theme.color.text,
          fontSize: 14,
          fontWeight: 600,
          cursor: upload.pending ? 'progress' : 'pointer',
        }}
      >
        {walletText(
          upload.pending ? 'P2P_RECEIPT_UPLOADING' : kept ? 'P2P_RECEIPT_CHANGE' : 'P2P_RECEIPT_PICK',
        )}
      </label>
      {kept ? (
        <div css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, fontSize: 13 }}>
          <span role="status" css={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
            {walletText('P2P_RECEIPT_KEPT', { name: kept.name, size: fileSizeText(kept.file.size) })}
          </span>
          <Button variant="plain" size="small" onClick={remove}>
            {walletText('P2P_RECEIPT_REMOVE')}
          </Button>
        </div>
      ) : (
        <span css={{ fontSize: 12, color: theme.color.textMuted }}>
          {walletText('P2P_RECEIPT_HINT', { max: RECEIPT_MAX_TEXT })}
        </span>
      )}
      {shown === null ? null : <FormMessage tone="bad">{shown}</FormMessage>}
    </div>
  );
}
