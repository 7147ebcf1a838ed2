import Camera from '~icons/lucide/camera';
import X from '~icons/lucide/x';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '#shared/constants/limits';
import { Avatar } from '#client/components/layout/avatar';
import { ApiError } from '#client/lib/api-client';
import { useT } from '#client/lib/i18n';
import { uploadImage } from '#client/lib/upload-image';

interface ProfilePhotoProps {
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** The round profile photo: uploads at selection with a progress bar; default avatar when none. */
export function ProfilePhoto({ value, onChange, onUploadingChange }: ProfilePhotoProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  async function handleFile(file: File) {
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(t('toasts.notAnImage'));
      clearInput();
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t('toasts.imageTooLarge'));
      clearInput();
      return;
    }
    setProgress(0);
    onUploadingChange(true);
    try {
      const result = await uploadImage(file, setProgress);
      onChange(result.url);
      toast.success(t('toasts.imageUploaded'));
    } catch (failure) {
      setError(
        failure instanceof ApiError && (failure.status === 400 || failure.status === 413)
          ? failure.message
          : t('toasts.imageUploadFailed'),
      );
      toast.error(t('toasts.imageUploadFailed'));
    } finally {
      clearInput();
      setProgress(null);
      onUploadingChange(false);
    }
  }

  const uploading = progress !== null;

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar src={value} alt={t('photos.profilePhoto')} className="h-28 w-28" />
      <div className="flex flex-wrap items-center justify-center gap-2">
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
        >
          <Camera className="h-4 w-4" aria-hidden="true" />
          {uploading ? t('photos.uploading') : value ? t('photos.changePhoto') : t('photos.uploadPhoto')}
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void handleFile(file);
            }}
          />
        </label>
        {value && !uploading ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('photos.removePhoto')}
          </button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">{t('photos.typesHint')}</p>
      {uploading ? (
        <progress
          className="h-2 w-48 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          max={100}
          value={Math.round(progress * 100)}
          aria-label={t('photos.progress')}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
