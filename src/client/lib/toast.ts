type Sonner = typeof import('sonner');
type SonnerToast = Sonner['toast'];

let sonner: Promise<Sonner> | undefined;

/** The toast library, fetched the first time a toast is raised or the toaster is drawn. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

function later<K extends 'success' | 'error' | 'info' | 'warning'>(kind: K) {
  return (...args: Parameters<SonnerToast[K]>): void => {
    void loadSonner().then(({ toast: show }) => {
      const raise = show[kind] as (...raised: Parameters<SonnerToast[K]>) => unknown;
      raise(...args);
    });
  };
}

/**
 * Sonner's `toast`, for screens on the first visit's path (login, the member
 * header): the library is fetched when a toast is first raised rather than with
 * the screen. The toaster shows toasts raised before it was drawn.
 */
export const toast = Object.assign(
  (...args: Parameters<SonnerToast>): void => {
    void loadSonner().then(({ toast: show }) => show(...args));
  },
  {
    success: later('success'),
    error: later('error'),
    info: later('info'),
    warning: later('warning'),
    /** Clears every toast on screen (none can be there before the library is fetched). */
    dismiss: (): void => {
      void sonner?.then(({ toast: shown }) => shown.dismiss());
    },
  },
);
