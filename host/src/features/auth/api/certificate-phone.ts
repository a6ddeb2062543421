import type { CertificateSent } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

export function certificatePhone(phone: string): Promise<CertificateSent> {
  return apiRequest<CertificateSent>('post', 'certi/certificate_phone', { json: { phone }, auth: false });
}
