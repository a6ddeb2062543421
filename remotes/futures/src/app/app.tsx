import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

const TITLES: Record<string, string> = { 'futures.trade': '선물거래', 'futures.view': '선물거래 (보기)' };

export default function App({ routeId }: RemoteAppProps) {
  return (
    <AreaShell routeId={routeId} titles={TITLES} areaTitle="선물거래" buildTag={process.env.BX_BUILD_TAG} />
  );
}
