import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { useAppSelector } from '#web/lib/state/root-reducer.ts';

/** The toasts' place ('done' feedback), in a chunk of its own: the landing screens never show one. */
const ToastHost = lazy<ComponentType>(() =>
  import('#web/components/ui/toast.tsx').then(
    ({ ToastHost }) => ({ default: ToastHost }),
    // Offline before it came: no toasts, rather than the route's error screen.
    () => ({ default: () => null }),
  ),
);

/** Guarded routes: nothing while the session is unknown, /SignIn without a user, /SeuNome for an unnamed account. */
export function GuardedLayout() {
  const status = useAppSelector((state) => state.session.status);
  const user = useAppSelector((state) => state.user.user);
  const location = useLocation();
  // Deferred, the screen's first render runs in interruptible slices, not at once and whole (docs/benchmarks.md, #49).
  const known = useDeferredValue(status !== 'unknown');
  if (!known) return null;
  if (!user) return <Navigate to={webPaths.signIn} replace state={{ from: location.pathname }} />;
  if (user.nome.trim() === '' && location.pathname !== webPaths.yourName) {
    return <Navigate to={webPaths.yourName} replace state={{ from: location.pathname }} />;
  }
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  );
}
