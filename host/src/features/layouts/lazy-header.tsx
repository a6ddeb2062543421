import { createElement, useEffect, useState, type ComponentType } from 'react';

import { HeaderBar } from '../../shared/header-bar';

/**
 * A header whose code loads with the first screen that shows it instead of with the site's first load.
 * Until it has arrived an empty bar of the same height holds its place, so nothing below moves; should it
 * fail to load, that bar stays, the page below still works, and the next screen with it tries again.
 */
export function lazyHeader<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyHeader(props: P) {
    const [Header, setHeader] = useState(() => loaded);
    useEffect(() => {
      if (Header) return undefined;
      let live = true;
      load().then(
        (component) => {
          loaded = component;
          if (live) setHeader(() => component);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Header]);
    return Header ? createElement(Header, props) : <HeaderBar />;
  };
}
