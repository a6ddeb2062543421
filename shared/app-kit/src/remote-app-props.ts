/** What the host hands the App a remote exposes as `./App`. */
export interface RemoteAppProps {
  /** The id of the route being drawn, from the route table. */
  routeId: string;
}
