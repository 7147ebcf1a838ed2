import type { ReactNode } from 'react';

/** Why a form could not be sent, announced as soon as it appears; nothing when there is no failure. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}
