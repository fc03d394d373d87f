import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy screens the current URL matches and puts them on their routes, so a router
 * created afterwards renders the page at once instead of a blank while the chunk loads:
 * hydrating a prerendered page needs the same markup on the first render.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
