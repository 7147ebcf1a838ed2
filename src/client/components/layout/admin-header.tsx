import type { ReactNode } from 'react';
import Menu from '~icons/lucide/menu';
import X from '~icons/lucide/x';
import { useT } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { AvatarMenu } from './avatar-menu';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { consolePaths } from '#client/lib/console-paths';

interface AdminHeaderProps {
  name: string | null | undefined;
  email: string;
  photoURL: string | null | undefined;
  onLogout: () => void;
  loggingOut?: boolean;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The ID box: on a phone it takes a row of its own under the logo. */
  idBox?: ReactNode;
  /** The bell: the console account's notifications (staff alerts). */
  bell?: ReactNode;
}

/** The admin header: menu button (phones), logo, the ID box, the bell and the avatar menu with name and email. */
export function AdminHeader({
  name,
  email,
  photoURL,
  onLogout,
  loggingOut,
  sidebarId,
  sidebarOpen,
  onToggleSidebar,
  idBox,
  bell,
}: AdminHeaderProps) {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            aria-label={sidebarOpen ? t('admin.closeNavigation') : t('admin.openNavigation')}
            onClick={onToggleSidebar}
          >
            {sidebarOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
          <Logo to={paths.admin.dashboard} />
        </div>
        {idBox ? <div className="order-last w-full sm:order-none sm:ml-auto sm:w-auto">{idBox}</div> : null}
        <div className="flex items-center gap-2">
          {bell}
          <LanguageSwitch />
          <AvatarMenu
            name={name || t('admin.adminFallback')}
            email={email}
            photoURL={photoURL}
            profileHref={consolePaths.profile}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </div>
      </div>
    </header>
  );
}
