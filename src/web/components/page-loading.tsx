import { Spinner } from './ui/spinner';

/** Full-screen loading state while a screen's code or data arrives. */
export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading…" />
    </div>
  );
}
