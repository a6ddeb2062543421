import type { UploadedFile } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

/** POST /api/file (multipart: `file`, `purpose` RECEIPT): a payment receipt, kept for the operator who decides. */
export function uploadReceipt(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('purpose', 'RECEIPT');
  form.append('file', file, file.name);
  return apiRequest<UploadedFile>('post', 'file', { form });
}

export const useUploadReceiptMutation = serverMutation({ mutationFn: uploadReceipt });
