import type { UploadedImage } from '#shared/schemas/image-responses';
import { ApiError } from './api-client';
import { messageOf, t } from './i18n';

/** Processing a large photo takes the server well under a second; this only catches a stuck connection. */
const UPLOAD_TIMEOUT_MS = 2 * 60 * 1000;

/**
 * POST /api/upload with the file in the multipart field `image`. Uses XHR rather
 * than fetch because only XHR reports upload progress.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.responseType = 'json';
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const body = xhr.response as
        | (UploadedImage & {
            message?: string;
            messageKey?: string;
            messageValues?: Record<string, string | number>;
            code?: string;
          })
        | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.success) {
        onProgress(1);
        resolve(body);
        return;
      }
      // A proxy in front of the server may answer 413 with a page of its own, not our JSON.
      const fallback = xhr.status === 413 ? t('toasts.imageTooLarge') : t('toasts.imageUploadFailed');
      const message = messageOf(body?.messageKey, body?.messageValues) ?? body?.message ?? fallback;
      reject(new ApiError(xhr.status, message, body?.code));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'Network error'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError(0, 'The upload took too long'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
