import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

const TITLES: Record<string, string> = { 'wallet.dnw': '입출금', 'wallet.asset': '자산현황' };

export default function App({ routeId }: RemoteAppProps) {
  return <AreaShell routeId={routeId} titles={TITLES} areaTitle="지갑" buildTag={process.env.BX_BUILD_TAG} />;
}
