import Archive from '~icons/lucide/archive';
import ArchiveX from '~icons/lucide/archive-x';
import CalendarClock from '~icons/lucide/calendar-clock';
import CircleCheck from '~icons/lucide/circle-check';
import ClipboardPlus from '~icons/lucide/clipboard-plus';
import FileChartColumn from '~icons/lucide/file-chart-column';
import FileSearch from '~icons/lucide/file-search';
import Inbox from '~icons/lucide/inbox';
import Handshake from '~icons/lucide/handshake';
import LayoutDashboard from '~icons/lucide/layout-dashboard';
import MapPin from '~icons/lucide/map-pin';
import MessageSquareText from '~icons/lucide/message-square-text';
import PackageSearch from '~icons/lucide/package-search';
import ScanLine from '~icons/lucide/scan-line';
import ScrollText from '~icons/lucide/scroll-text';
import Users from '~icons/lucide/users';
import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { paths } from '#client/lib/paths';
import { isAdminOnlyPage } from '#client/lib/console-role';
import { formatNumber } from '#client/lib/dates';
import type { MessageKey } from '#shared/i18n/message-key';
import { useT } from '#client/lib/i18n';
import { consolePaths } from '#client/lib/console-paths';

interface SidebarLink {
  label: MessageKey;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

type SidebarEntry = SidebarLink | { group: MessageKey; links: SidebarLink[] };

/** Spec §2 admin layout: Overview; Inputs & Reporting; Item Management; Manage Admin. */
const entries: SidebarEntry[] = [
  { label: 'admin.navOverview', to: paths.admin.dashboard, icon: LayoutDashboard },
  { label: 'monthly.nav', to: consolePaths.monthlyReport, icon: FileChartColumn },
  {
    group: 'admin.navInputs',
    links: [
      { label: 'admin.navLostReports', to: consolePaths.lostReports, icon: FileSearch },
      { label: 'admin.navFoundReports', to: consolePaths.foundReports, icon: PackageSearch },
      { label: 'admin.navManualEntry', to: consolePaths.manualEntry, icon: ClipboardPlus },
      { label: 'intake.nav', to: consolePaths.quickIntake, icon: ScanLine },
    ],
  },
  {
    group: 'admin.navItemManagement',
    links: [
      { label: 'admin.navRecoveredItems', to: consolePaths.recoveredItems, icon: Archive },
      { label: 'admin.navClaimedItems', to: consolePaths.claimedItems, icon: Handshake },
      { label: 'console.inboxNav', to: consolePaths.staffInbox, icon: Inbox },
      { label: 'console.pickupsNav', to: consolePaths.pickups, icon: CalendarClock },
      { label: 'admin.navResolvedItems', to: consolePaths.resolvedItems, icon: CircleCheck },
      { label: 'admin.navDispositionQueue', to: consolePaths.dispositionQueue, icon: ArchiveX },
      { label: 'disposition.navRegister', to: consolePaths.disposedItems, icon: ScrollText },
    ],
  },
  { label: 'desks.navDesks', to: consolePaths.desks, icon: MapPin },
  { label: 'templates.nav', to: consolePaths.claimMessageTemplates, icon: MessageSquareText },
  { label: 'admin.navManageAdmin', to: consolePaths.manageAdmin, icon: Users },
];

function SidebarItem({ link, count }: { link: SidebarLink; count?: number | undefined }) {
  const t = useT();
  const Icon = link.icon;
  return (
    <li>
      <NavLink
        to={link.to}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
            isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
          }`
        }
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t(link.label)}
        {count ? (
          <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {formatNumber(count)}
            <span className="sr-only"> {t('admin.navWaiting')}</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

interface AdminSidebarProps {
  id: string;
  /** On phones the sidebar is hidden until the header's menu button opens it. */
  open: boolean;
  /** How many items wait behind a link (by its path), shown beside it when there are any. */
  counts?: Partial<Record<string, number>>;
  /** Desk staff: the links to the pages they open only (decision 0055). */
  staff?: boolean;
}

/** The entries desk staff see: none of the pages only an admin opens. */
function staffEntries(all: SidebarEntry[]): SidebarEntry[] {
  return all.flatMap((entry): SidebarEntry[] => {
    if ('group' in entry) {
      const links = entry.links.filter((link) => !isAdminOnlyPage(link.to));
      return links.length > 0 ? [{ ...entry, links }] : [];
    }
    return isAdminOnlyPage(entry.to) ? [] : [entry];
  });
}

export function AdminSidebar({ id, open, counts = {}, staff = false }: AdminSidebarProps) {
  const t = useT();
  const shown = staff ? staffEntries(entries) : entries;
  return (
    <aside
      id={id}
      className={`${open ? 'block' : 'hidden'} w-full shrink-0 border-b border-slate-200 bg-white md:block md:w-64 md:border-r md:border-b-0 print:hidden`}
    >
      <nav aria-label={t('admin.navLabel')} className="p-3">
        <ul className="flex flex-col gap-1">
          {shown.map((entry) =>
            'group' in entry ? (
              <li key={entry.group} className="mt-3">
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(entry.group)}
                </p>
                <ul className="flex flex-col gap-1">
                  {entry.links.map((link) => (
                    <SidebarItem key={link.to} link={link} count={counts[link.to]} />
                  ))}
                </ul>
              </li>
            ) : (
              <SidebarItem key={entry.to} link={entry} count={counts[entry.to]} />
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
