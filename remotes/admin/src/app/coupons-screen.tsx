import { CouponCreateForm } from '../features/coupons/components/coupon-create-form';
import { CouponList } from '../features/coupons/components/coupon-list';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';
import { adminText } from '../shared/admin-text';

/** /admin/coupons: a new promotion code, then the site's codes with their uses and expiry. */
export function CouponsScreen() {
  return (
    <Screen label={adminText('OPS_TAB_COUPONS')}>
      <SectionBlock title={adminText('OPS_COUPON_NEW')}>
        <CouponCreateForm />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_COUPONS')} hint={adminText('OPS_COUPONS_HINT')}>
        <CouponList />
      </SectionBlock>
    </Screen>
  );
}
