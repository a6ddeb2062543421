import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

const TITLES: Record<string, string> = {
  'trade.exchange': '바이너리 옵션',
  'trade.exchange.detail': '바이너리 옵션',
  'trade.view': '바이너리 옵션 (보기)',
  'trade.view.detail': '바이너리 옵션 (보기)',
};

export default function App({ routeId }: RemoteAppProps) {
  return (
    <AreaShell
      routeId={routeId}
      titles={TITLES}
      areaTitle="바이너리 옵션"
      buildTag={process.env.BX_BUILD_TAG}
    />
  );
}
