import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

const TITLES: Record<string, string> = { 'search.oversea': '해외선물 내역' };

export default function App({ routeId }: RemoteAppProps) {
  return <AreaShell routeId={routeId} titles={TITLES} areaTitle="검색" buildTag={process.env.BX_BUILD_TAG} />;
}
