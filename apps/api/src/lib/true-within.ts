/** The check's answer, or false once `timeoutMs` has passed without one (a hung database or Redis). */
export async function trueWithin(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
