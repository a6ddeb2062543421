import type { CertificateVerified } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

export function verifyPhone(phone: string, code: string): Promise<CertificateVerified> {
  return apiRequest<CertificateVerified>('post', 'certi/verify_phone', {
    json: { phone, code },
    auth: false,
  });
}
