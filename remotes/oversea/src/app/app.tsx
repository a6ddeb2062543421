import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

const TITLES: Record<string, string> = {
  'oversea.list': '해외선물 빠른주문',
  'oversea.detail': '해외선물 빠른주문',
  'oversea.view': '해외선물 (보기)',
};

export default function App({ routeId }: RemoteAppProps) {
  return (
    <AreaShell routeId={routeId} titles={TITLES} areaTitle="해외선물" buildTag={process.env.BX_BUILD_TAG} />
  );
}
