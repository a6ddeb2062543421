import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

export default function App({ routeId }: RemoteAppProps) {
  return <AreaShell routeId={routeId} buildTag={process.env.BX_BUILD_TAG} />;
}
