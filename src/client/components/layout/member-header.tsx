import Menu from '~icons/lucide/menu';
import X from '~icons/lucide/x';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MessageKey } from '#shared/i18n/message-key';
import { useT } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { AvatarMenu } from './avatar-menu';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

interface MemberHeaderProps {
  displayName: string | null | undefined;
  email?: string | undefined;
  photoURL: string | null | undefined;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Shown before the avatar (the notifications bell). */
  actions?: ReactNode;
}

const links: { label: MessageKey; to: string }[] = [
  { label: 'common.reportLost', to: paths.user.reportLost },
  { label: 'common.reportFound', to: paths.user.reportFound },
  { label: 'common.recoveredItems', to: paths.user.recoveredItems },
  { label: 'common.myItems', to: paths.user.myItems },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** The member header (spec §2 user layout): logo, the spec's three links plus My Items, and the avatar menu. */
export function MemberHeader({
  displayName,
  email,
  photoURL,
  onLogout,
  loggingOut,
  actions,
}: MemberHeaderProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  const t = useT();

  // A chosen link closes the phone menu.
  useEffect(() => setOpen(false), [pathname]);

  // The same links in the header row and in the phone's menu.
  const linkItems = links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={linkClass}>
        {t(link.label)}
      </NavLink>
    </li>
  ));

  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo to={paths.user.search} />
        <div className="flex items-center gap-2">
          <nav aria-label={t('common.mainNavigation')} className="hidden md:block">
            <ul className="flex items-center gap-1">{linkItems}</ul>
          </nav>
          {/* On a phone the switch is in the menu: the header row has no room for it. */}
          <div className="hidden md:block">
            <LanguageSwitch />
          </div>
          {actions}
          <AvatarMenu
            name={displayName || t('common.memberFallback')}
            email={email}
            photoURL={photoURL}
            profileHref={paths.user.profile}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls={navId}
            aria-label={open ? t('common.closeMenu') : t('common.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <nav
        id={navId}
        aria-label={t('common.mainNavigation')}
        hidden={!open}
        className="border-t border-slate-200 px-4 py-2 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {linkItems}
          <li>
            <LanguageSwitch className="w-full" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
