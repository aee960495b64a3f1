/**
 * The function a server or mount tells of what no call is there to carry: it hands the error to
 * the application's `onError`, if any, and swallows what that handler throws, since nobody is
 * left to tell and the server must go on.
 */
export function createErrorReporter(
  onError: ((error: unknown) => void) | undefined,
): (error: unknown) => void {
  return (error) => {
    try {
      onError?.(error);
    } catch {
      // The handler failed as well; the server or mount goes on.
    }
  };
}
