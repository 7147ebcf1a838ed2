import { ImageUp, X } from 'lucide-react';
import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '../../../../shared/constants/messages';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/constants/limits';
import { ApiError } from '../../../lib/api-client';
import { uploadImage } from '../api/upload-image';

export interface ImageUploadProps {
  /** The uploaded image's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Tells the form when an upload starts and ends (submit is disabled meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Refuse files over 10 MB in the browser (spec: report forms yes, manual entry no). */
  enforceMaxSize?: boolean;
  label?: string;
  disabled?: boolean;
}

export interface ImageUploadHandle {
  /** Clears the preview and the file input (a form reset). */
  reset(): void;
}

/**
 * Uploads a photo as soon as it is chosen, with a progress bar, then shows a
 * preview with Remove. Spec: 'PNG, JPG up to 10MB'.
 */
export const ImageUpload = forwardRef<ImageUploadHandle, ImageUploadProps>(function ImageUpload(
  { value, onChange, onUploadingChange, enforceMaxSize = true, label = 'Photo (optional)', disabled },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  useImperativeHandle(ref, () => ({
    reset() {
      clearInput();
      setError(null);
      setProgress(null);
    },
  }));

  async function handleFile(file: File) {
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(MESSAGES.notAnImage);
      clearInput();
      return;
    }
    if (enforceMaxSize && file.size > MAX_IMAGE_BYTES) {
      setError(MESSAGES.imageTooLarge);
      clearInput();
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const result = await uploadImage(file, setProgress);
      onChange(result.url);
      toast.success(MESSAGES.imageUploaded);
    } catch (failure) {
      const message =
        failure instanceof ApiError && (failure.status === 400 || failure.status === 413)
          ? failure.message
          : MESSAGES.imageUploadFailed;
      setError(message);
      toast.error(MESSAGES.imageUploadFailed);
      clearInput();
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  }

  const uploading = progress !== null;

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      {value && !uploading ? (
        <div className="flex items-start gap-3">
          <img
            src={value}
            alt="Uploaded photo preview"
            className="h-32 w-32 rounded-lg border border-slate-200 object-cover"
          />
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
            onClick={() => {
              onChange(null);
              clearInput();
            }}
            disabled={disabled}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Remove
          </button>
        </div>
      ) : null}
      <label
        htmlFor={id}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 bg-white px-4 py-6 text-center hover:border-brand-500 ${value && !uploading ? 'hidden' : ''}`}
      >
        <ImageUp className="h-8 w-8 text-slate-500" aria-hidden="true" />
        <span className="text-sm font-medium text-brand-700">
          {uploading ? 'Uploading image...' : 'Click to upload a photo'}
        </span>
        <span className="text-xs text-slate-600">PNG, JPG up to 10MB</span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          disabled={disabled || uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void handleFile(file);
          }}
        />
      </label>
      {uploading ? (
        <div className="flex items-center gap-2">
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            max={100}
            value={Math.round(progress * 100)}
            aria-label="Upload progress"
          />
          <span className="w-10 text-right text-xs text-slate-600">{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
