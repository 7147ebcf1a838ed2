import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MAX_CLAIM_MESSAGE, type ClaimMessage } from '#shared/schemas/claim-conversation';
import { toCardImageUrl } from '#shared/image-urls';
import { Button } from '#client/components/ui/button';
import { TextAreaField } from '#client/components/ui/form-field';
import { QueryState } from '#client/components/ui/query-state';
import { ImageUpload, type ImageUploadHandle } from '#client/components/images/image-upload';
import { ApiError } from '#client/lib/api-client';
import { formatDate, formatTime } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';
import { toast } from '#client/lib/toast';
import {
  useClaimConversation,
  useMarkConversationRead,
  useSendClaimMessage,
} from '#client/features/found-reports/api/claim-conversation';

export interface ClaimConversationProps {
  claimId: string;
  /** Whose side the reader is on: the claimant's own, or the office's (any staff). */
  side: 'member' | 'office';
  title: string;
  emptyText: string;
  /** What the other side is called above their messages. */
  otherSide: string;
  replyLabel: string;
  /** Said under the reply box: who is told, and how. */
  replyHint?: string;
  /** Puts text into the reply box (staff's templates); given the current text, returns the new one. */
  insert?: (apply: (compose: (current: string) => string) => void) => ReactNode;
}

interface MessageProps {
  message: ClaimMessage;
  own: boolean;
  otherSide: string;
  /** Unread when the thread opened or as it arrived, though marked read since. */
  isNew: boolean;
}

function Message({ message, own, otherSide, isNew }: MessageProps) {
  const t = useT();
  // Staff see which of them wrote for the office; the claimant's own messages are theirs.
  const author = !message.fromOffice
    ? own
      ? t('conversation.you')
      : otherSide
    : message.authorName
      ? t('conversation.officeBy', { name: message.authorName })
      : t('conversation.office');
  const photo = toCardImageUrl(message.imageUrl);
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${
          own ? 'bg-blue-50 text-slate-900' : 'border border-slate-200 bg-white text-slate-900'
        }`}
      >
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{author}</span>
          <time dateTime={message.createdAt}>
            {formatDate(message.createdAt)} {formatTime(message.createdAt)}
          </time>
          {isNew ? (
            <span className="rounded-full bg-amber-100 px-1.5 font-semibold text-amber-900">
              {t('conversation.new')}
            </span>
          ) : null}
        </p>
        {message.text ? <p className="mt-1 break-words whitespace-pre-wrap">{message.text}</p> : null}
        {message.imageUrl && photo ? (
          <a href={message.imageUrl} target="_blank" rel="noreferrer" className="mt-2 block">
            <img
              src={photo}
              alt={t('conversation.photoAlt')}
              className="max-h-48 rounded-md border border-slate-200"
              loading="lazy"
            />
          </a>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A claim's conversation between its claimant and the office: oldest first, the
 * newest at the bottom, what the other side wrote since this side last read it
 * marked new (and read once shown, though still marked new until the thread closes). While the claim is open either side writes
 * text, a photo, or both; afterwards the thread is kept to read.
 */
export function ClaimConversation(props: ClaimConversationProps) {
  const { claimId, side, title, emptyText, otherSide, replyLabel, replyHint, insert } = props;
  const t = useT();
  const conversation = useClaimConversation(claimId);
  const markRead = useMarkConversationRead(claimId);
  const send = useSendClaimMessage(claimId);
  const [text, setText] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const uploadRef = useRef<ImageUploadHandle>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const data = conversation.data;
  const newest = data?.messages.at(-1)?._id;

  // What was new when it came on screen stays marked new while the thread is open,
  // though the read mark below clears it on the server (and with it the bell) at once.
  const [shownNew, setShownNew] = useState<ReadonlySet<string>>(() => new Set());
  const arrivedNew = data?.messages.filter((message) => message.unread && !shownNew.has(message._id)) ?? [];
  if (arrivedNew.length > 0) {
    setShownNew(new Set([...shownNew, ...arrivedNew.map((message) => message._id)]));
  }

  // Shown is read: the other side's new messages are marked read once on screen.
  const unread = data?.unread ?? 0;
  const { mutate: markAsRead, isPending: marking } = markRead;
  useEffect(() => {
    if (unread > 0 && !marking) markAsRead();
  }, [unread, newest, marking, markAsRead]);

  // The newest message is at the bottom: keep it in view as messages arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest]);

  const submit = () => {
    const message = text.trim();
    if (!message && !imageUrl) {
      setError(t('conversation.messageEmpty'));
      return;
    }
    send.mutate(
      { text: message, imageUrl },
      {
        onSuccess: () => {
          setText('');
          setImageUrl(null);
          uploadRef.current?.reset();
          setError(undefined);
        },
        onError: (failure) =>
          toast.error(t('conversation.sendFailed'), {
            description: failure instanceof ApiError && failure.status < 500 ? failure.message : undefined,
          }),
      },
    );
  };

  const headingId = `conversation-${claimId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {title}
      </h4>
      <QueryState
        isPending={conversation.isPending}
        isError={conversation.isError}
        isEmpty={false}
        loadingText={t('conversation.loading')}
        errorText={t('conversation.loadFailed')}
        emptyText=""
        onRetry={() => void conversation.refetch()}
      >
        {data && data.messages.length === 0 ? <p className="text-sm text-slate-600">{emptyText}</p> : null}
        {data && data.messages.length > 0 ? (
          <ol
            ref={listRef}
            aria-label={t('conversation.list')}
            className="flex max-h-96 flex-col gap-2 overflow-y-auto"
            tabIndex={0}
          >
            {data.messages.map((message) => (
              <Message
                key={message._id}
                message={message}
                isNew={message.unread || shownNew.has(message._id)}
                own={message.fromOffice === (side === 'office')}
                otherSide={otherSide}
              />
            ))}
          </ol>
        ) : null}
        {data?.readOnly ? (
          <p className="text-sm text-slate-700">{t('conversation.readOnly')}</p>
        ) : data ? (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {insert?.((compose) => {
              setText((current) => compose(current).slice(0, MAX_CLAIM_MESSAGE));
              setError(undefined);
            })}
            <TextAreaField
              label={replyLabel}
              hint={replyHint}
              value={text}
              maxLength={MAX_CLAIM_MESSAGE}
              error={error}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim()) setError(undefined);
              }}
            />
            <ImageUpload
              ref={uploadRef}
              label={t('conversation.photoLabel')}
              value={imageUrl}
              onChange={(url) => {
                setImageUrl(url);
                if (url) setError(undefined);
              }}
              onUploadingChange={setUploading}
              disabled={send.isPending}
            />
            <div className="flex justify-end">
              <Button type="submit" busy={send.isPending} disabled={uploading}>
                {send.isPending ? t('conversation.sending') : t('conversation.send')}
              </Button>
            </div>
          </form>
        ) : null}
      </QueryState>
    </section>
  );
}
