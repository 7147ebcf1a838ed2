import ImageUp from '~icons/lucide/image-up';
import X from '~icons/lucide/x';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '#shared/constants/limits';
import { toCardImageUrl } from '#shared/image-urls';
import { ApiError } from '#client/lib/api-client';
import { useT } from '#client/lib/i18n';
import { uploadImage } from '#client/lib/upload-image';

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
  /** Opens the phone's camera (`capture` on the file input) rather than its files. */
  capture?: 'environment' | 'user';
  /** Told of each file as it is chosen, before it uploads (the quick intake reads its colour). */
  onFileChosen?: (file: File) => void;
}

export interface ImageUploadHandle {
  /** Clears the preview and the file input (a form reset). */
  reset(): void;
}

const accepted: readonly string[] = ACCEPTED_IMAGE_TYPES;

/**
 * The browser's guess of the type; an empty guess (some systems know no type for a
 * file) is left for the server, which decides by the content anyway.
 */
const looksLikeAcceptedImage = (file: File) => file.type === '' || accepted.includes(file.type);

/**
 * Uploads a photo as soon as it is chosen (or dropped), with a progress bar,
 * then shows a preview with Remove. Spec: 'PNG, JPG up to 10MB'.
 */
export const ImageUpload = forwardRef<ImageUploadHandle, ImageUploadProps>(function ImageUpload(
  { value, onChange, onUploadingChange, enforceMaxSize = true, label, disabled, capture, onFileChosen },
  ref,
) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  // Leaving the page mid-upload cancels it, so no toast or state change lands on an unmounted form.
  useEffect(() => () => uploadRef.current?.abort(), []);

  // Remove takes its own button away; keyboard focus moves to the field that replaces it.
  const focusInputAfterRemove = useRef(false);
  useEffect(() => {
    if (!value && focusInputAfterRemove.current) {
      focusInputAfterRemove.current = false;
      inputRef.current?.focus();
    }
  }, [value]);

  useImperativeHandle(ref, () => ({
    reset() {
      uploadRef.current?.abort();
      clearInput();
      setError(null);
      setProgress(null);
    },
  }));

  async function handleFile(file: File) {
    setError(null);
    if (!looksLikeAcceptedImage(file)) {
      setError(t('toasts.notAnImage'));
      clearInput();
      return;
    }
    if (enforceMaxSize && file.size > MAX_IMAGE_BYTES) {
      setError(t('toasts.imageTooLarge'));
      clearInput();
      return;
    }
    onFileChosen?.(file);
    const controller = new AbortController();
    uploadRef.current = controller;
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const result = await uploadImage(file, setProgress, controller.signal);
      onChange(result.url);
      toast.success(t('toasts.imageUploaded'));
    } catch (failure) {
      if (controller.signal.aborted) return;
      // Said once, under the field it is about: a file the server refused says why, any other failure says to try again.
      const message =
        failure instanceof ApiError && (failure.status === 400 || failure.status === 413)
          ? failure.message
          : t('toasts.imageUploadFailed');
      setError(message);
      clearInput();
    } finally {
      if (uploadRef.current === controller) {
        uploadRef.current = null;
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  }

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  const showPreview = Boolean(value) && !uploading;
  const previewSrc = toCardImageUrl(value);
  const canDrop = !disabled && !uploading;

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && canDrop) void handleFile(file);
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label ?? t('photos.photoOptional')}
      </span>
      {showPreview ? (
        <div className="flex items-start gap-3">
          {previewSrc && previewFailed !== previewSrc ? (
            <img
              src={previewSrc}
              alt={t('photos.previewAlt')}
              width={128}
              height={128}
              decoding="async"
              className="h-32 w-32 rounded-lg border border-slate-200 object-cover"
              onError={() => setPreviewFailed(previewSrc)}
            />
          ) : (
            <div
              role="img"
              aria-label={t('photos.previewUnavailable')}
              className="flex h-32 w-32 items-center justify-center rounded-lg border border-slate-200 bg-slate-100"
            >
              <ImageUp className="h-8 w-8 text-slate-400" aria-hidden="true" />
            </div>
          )}
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
            onClick={() => {
              focusInputAfterRemove.current = true;
              onChange(null);
              clearInput();
              setError(null);
            }}
            disabled={disabled}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('photos.remove')}
          </button>
        </div>
      ) : null}
      <label
        htmlFor={id}
        onDragOver={(event) => {
          if (!canDrop) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'
        } ${
          uploading
            ? 'cursor-progress'
            : disabled
              ? 'cursor-not-allowed opacity-75'
              : 'cursor-pointer hover:border-brand-500'
        } ${showPreview ? 'hidden' : ''}`}
      >
        <ImageUp className="h-8 w-8 text-slate-500" aria-hidden="true" />
        <span className="text-sm font-medium text-brand-700" aria-live="polite">
          {uploading ? t('photos.uploading') : t('photos.clickToUpload')}
        </span>
        <span id={hintId} className="text-xs text-slate-600">
          {t('photos.typesHint')}
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          {...(capture ? { capture } : {})}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={disabled || uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void handleFile(file);
          }}
        />
      </label>
      {uploading ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-progress`} className="sr-only">
            {t('photos.progress')}
          </label>
          <progress
            id={`${id}-progress`}
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            max={100}
            value={percent}
          />
          <span className="w-10 text-right text-xs text-slate-600 tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
