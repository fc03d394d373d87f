import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardedWebPaths, publicWebPaths, webPaths } from '@game-assist/contracts/rules';
import { guardedRoutes, publicRoutes, routes } from './routes';

/** The screen path the router picks for `pathname` ('*' when none). */
const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

// The path table (contracts' web-paths.ts, whose test lists every path as the product names it)
// and the router agree: every path has a screen, every screen a path, guarded where the table says.
describe('route table', () => {
  it('has a public route for every public path, and no other', () => {
    expect(publicRoutes.map((route) => route.path).sort()).toEqual(Object.values(publicWebPaths).sort());
  });

  it('guards every other path, and has no other route', () => {
    expect(guardedRoutes.map((route) => route.path).sort()).toEqual(Object.values(guardedWebPaths).sort());
  });

  it('leads every path of the table to its own screen', () => {
    for (const path of Object.values(webPaths)) expect(leaf(path), path).toBe(path);
  });

  it("loads a screen outside the start-up chunk's own through the other screens' loaders", async () => {
    const forgotPassword = publicRoutes.find((route) => route.path === webPaths.forgotPassword);
    const screen = await import('#web/features/auth/screens/forgot-password-screen.tsx');
    expect((await forgotPassword?.lazy())?.default).toBe(screen.default);
  });

  it('matches paths exactly, letter case included', () => {
    expect(leaf(webPaths.signIn)).toBe('/SignIn');
    expect(leaf(webPaths.profile)).toBe('/Profile');
    expect(leaf('/signin')).toBe('*');
    expect(leaf('/profile')).toBe('*');
  });
});
