import { clientText } from '@bx/platform';

import { CouponCreateForm } from '../features/coupons/components/coupon-create-form';
import { CouponList } from '../features/coupons/components/coupon-list';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';

/** /admin/coupons: a new promotion code, then the site's codes with their uses and expiry. */
export function CouponsScreen() {
  return (
    <Screen label={clientText('OPS_TAB_COUPONS')}>
      <SectionBlock title={clientText('OPS_COUPON_NEW')}>
        <CouponCreateForm />
      </SectionBlock>
      <SectionBlock title={clientText('OPS_COUPONS')} hint={clientText('OPS_COUPONS_HINT')}>
        <CouponList />
      </SectionBlock>
    </Screen>
  );
}
