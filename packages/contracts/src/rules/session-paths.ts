// The session routes apart from the path table: every start-up uses them, and the table stays off the initial JS.
export const sessionRoutes = {
  refreshToken: { pattern: '/refresh-token', methods: ['POST'] },
  logout: { pattern: '/logout', methods: ['POST'] },
} as const;

export const sessionPaths = {
  refreshToken: sessionRoutes.refreshToken.pattern,
  logout: sessionRoutes.logout.pattern,
} as const;
