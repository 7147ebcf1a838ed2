import type { ApiErrorBody } from '#shared/schemas/auth';
import { messageOf } from './i18n';

/** An API answer other than 2xx; `message` is safe to show, in the person's language where the server gave its key. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The values the message names (say, the IDs that stopped a bulk action), as the server sent them. */
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = (status: 401 | 403, code: string | undefined) => void;
let authFailureListener: Listener = () => {};

/**
 * The app decides what a 401 or 403 means for the person (spec §6: 401 signs out
 * and goes to /, 403 goes to /forbidden); the client only reports them.
 */
export function onAuthFailure(listener: Listener) {
  authFailureListener = listener;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Leave 401/403 to the caller instead of the app-wide reaction (sign-in forms, guards). */
  handleAuthErrors?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  /** The `rel="next"` link of a paged list, when there is a next page. */
  next: string | null;
  /** How many items the whole list holds (`X-Total-Count`), where the server says. */
  total: number | null;
}

function nextLink(header: string | null): string | null {
  if (!header) return null;
  const match = /<([^>]+)>;\s*rel="next"/.exec(header);
  return match?.[1] ?? null;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const url = path.startsWith('/api') ? path : `/api${path}`;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await fetch(url, init);
  if (!response.ok) {
    let body: Partial<ApiErrorBody> = {};
    try {
      body = (await response.json()) as ApiErrorBody;
    } catch {
      // Not JSON (a proxy's error page): fall back to the status text.
    }
    const error = new ApiError(
      response.status,
      messageOf(body.messageKey, body.messageValues) ?? body.message ?? response.statusText,
      body.code,
      body.messageValues,
    );
    if ((response.status === 401 || response.status === 403) && options.handleAuthErrors !== false) {
      authFailureListener(response.status, body.code);
    }
    throw error;
  }
  const data = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  const total = response.headers.get('X-Total-Count');
  return {
    data,
    next: nextLink(response.headers.get('Link')),
    total: total !== null && /^\d+$/.test(total) ? Number(total) : null,
  };
}

/** The body of a call, for the common case where paging does not matter. */
export async function api<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** `path?from=&to=&…` with empty values left out. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The server's `Link: <…>; rel="next"` may be absolute; `apiRequest` wants
 * the path under this origin.
 */
export function toApiPath(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}
