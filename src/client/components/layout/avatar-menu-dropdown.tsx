import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import LogOut from '~icons/lucide/log-out';
import UserRound from '~icons/lucide/user-round';
import { Link } from 'react-router';
import { useT } from '#client/lib/i18n';
import { avatarTriggerClass } from './avatar-trigger';
import { Avatar } from './avatar';

export interface AvatarMenuProps {
  name: string;
  email?: string | undefined;
  photoURL: string | null | undefined;
  profileHref: string;
  onLogout: () => void;
  loggingOut?: boolean;
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/**
 * The account menu itself: who is signed in, Profile and Logout. Loaded by
 * avatar-menu.tsx when first wanted; `defaultOpen` when that was a click.
 */
export function AvatarMenuDropdown({
  name,
  email,
  photoURL,
  profileHref,
  onLogout,
  loggingOut = false,
  defaultOpen = false,
}: AvatarMenuProps & { defaultOpen?: boolean }) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={avatarTriggerClass} aria-label={t('common.accountMenuFor', { name })}>
        <Avatar src={photoURL} />
      </DropdownMenu.Trigger>
      {/* Not in a portal: inside the header, the open menu stays in the banner landmark with its button. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <div className="px-3 py-2">
          <p className="text-sm font-semibold text-slate-900">{name}</p>
          {email ? <p className="truncate text-xs text-slate-600">{email}</p> : null}
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={profileHref}>
            <UserRound className="h-4 w-4" aria-hidden="true" />
            {t('common.profile')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} disabled={loggingOut} onSelect={onLogout}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {loggingOut ? t('common.loggingOut') : t('common.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
