import type { UploadResult } from '../../../../shared/schemas/auth';
import { ApiError } from '../../../lib/api-client';

/**
 * POST /api/upload with the file in the multipart field `image`. Uses XHR rather
 * than fetch because only XHR reports upload progress.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (UploadResult & { message?: string; code?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.success) {
        onProgress(1);
        resolve(body);
      } else {
        reject(new ApiError(xhr.status, body?.message ?? 'Upload failed', body?.code));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
