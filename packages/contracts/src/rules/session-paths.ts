/**
 * The session routes, apart from the rest of the path table: every page's start-up refreshes or
 * ends a session, and importing only these keeps the whole table out of the initial JS.
 */
export const sessionRoutes = {
  refreshToken: { pattern: '/refresh-token', methods: ['POST'] },
  logout: { pattern: '/logout', methods: ['POST'] },
} as const;

export const sessionPaths = {
  refreshToken: sessionRoutes.refreshToken.pattern,
  logout: sessionRoutes.logout.pattern,
} as const;
