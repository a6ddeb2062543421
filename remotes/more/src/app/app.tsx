import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

const TITLES: Record<string, string> = { 'more.index': '더보기' };

export default function App({ routeId }: RemoteAppProps) {
  return (
    <AreaShell routeId={routeId} titles={TITLES} areaTitle="더보기" buildTag={process.env.BX_BUILD_TAG} />
  );
}
