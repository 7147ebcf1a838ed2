import bnActivity from './bn/activity.json';
import bnAdmin from './bn/admin.json';
import bnAlerts from './bn/alerts.json';
import bnStaff from './bn/staff.json';
import bnAuth from './bn/auth.json';
import bnBelongings from './bn/belongings.json';
import bnDesks from './bn/desks.json';
import bnTemplates from './bn/templates.json';
import bnIntake from './bn/intake.json';
import bnChips from './bn/chips.json';
import bnCommon from './bn/common.json';
import bnConsole from './bn/console.json';
import bnConversation from './bn/conversation.json';
import bnDevelopment from './bn/development.json';
import bnDisposition from './bn/disposition.json';
import bnErrors from './bn/errors.json';
import bnInfo from './bn/info.json';
import bnItems from './bn/items.json';
import bnMail from './bn/mail.json';
import bnMember from './bn/member.json';
import bnMonthly from './bn/monthly.json';
import bnNotices from './bn/notices.json';
import bnPush from './bn/push.json';
import bnPhotos from './bn/photos.json';
import bnProfile from './bn/profile.json';
import bnReports from './bn/reports.json';
import bnSearch from './bn/search.json';
import bnToasts from './bn/toasts.json';
import bnUi from './bn/ui.json';
import bnValidation from './bn/validation.json';
import type { Namespace } from './catalogue-parts';
import enActivity from './en/activity.json';
import enAdmin from './en/admin.json';
import enAlerts from './en/alerts.json';
import enStaff from './en/staff.json';
import enAuth from './en/auth.json';
import enBelongings from './en/belongings.json';
import enDesks from './en/desks.json';
import enTemplates from './en/templates.json';
import enIntake from './en/intake.json';
import enChips from './en/chips.json';
import enCommon from './en/common.json';
import enConsole from './en/console.json';
import enConversation from './en/conversation.json';
import enDevelopment from './en/development.json';
import enDisposition from './en/disposition.json';
import enErrors from './en/errors.json';
import enInfo from './en/info.json';
import enItems from './en/items.json';
import enMail from './en/mail.json';
import enMember from './en/member.json';
import enMonthly from './en/monthly.json';
import enNotices from './en/notices.json';
import enPush from './en/push.json';
import enPhotos from './en/photos.json';
import enProfile from './en/profile.json';
import enReports from './en/reports.json';
import enSearch from './en/search.json';
import enToasts from './en/toasts.json';
import enUi from './en/ui.json';
import enValidation from './en/validation.json';
import type { Language } from './languages';

/**
 * Both languages' catalogues, whole, as written (ICU messages). For the server
 * and the tests: the browser gets each part compiled, in its language only
 * (scripts/vite-plugins/message-catalogues.ts), and never imports this file.
 */
export const englishCatalogue = {
  activity: enActivity,
  admin: enAdmin,
  alerts: enAlerts,
  staff: enStaff,
  profile: enProfile,
  photos: enPhotos,
  reports: enReports,
  toasts: enToasts,
  items: enItems,
  ui: enUi,
  auth: enAuth,
  belongings: enBelongings,
  desks: enDesks,
  templates: enTemplates,
  intake: enIntake,
  chips: enChips,
  common: enCommon,
  console: enConsole,
  conversation: enConversation,
  development: enDevelopment,
  disposition: enDisposition,
  errors: enErrors,
  mail: enMail,
  member: enMember,
  monthly: enMonthly,
  notices: enNotices,
  info: enInfo,
  push: enPush,
  search: enSearch,
  validation: enValidation,
} satisfies Record<Namespace, Record<string, string>>;

type Complete<T> = { [N in keyof T]: Record<keyof T[N], string> };

export const catalogues: Record<Language, Complete<typeof englishCatalogue>> = {
  en: englishCatalogue,
  bn: {
    activity: bnActivity,
    admin: bnAdmin,
    alerts: bnAlerts,
    staff: bnStaff,
    profile: bnProfile,
    photos: bnPhotos,
    reports: bnReports,
    toasts: bnToasts,
    items: bnItems,
    ui: bnUi,
    auth: bnAuth,
    belongings: bnBelongings,
    desks: bnDesks,
    templates: bnTemplates,
    intake: bnIntake,
    chips: bnChips,
    common: bnCommon,
    console: bnConsole,
    conversation: bnConversation,
    development: bnDevelopment,
    disposition: bnDisposition,
    errors: bnErrors,
    mail: bnMail,
    member: bnMember,
    monthly: bnMonthly,
    notices: bnNotices,
    info: bnInfo,
    push: bnPush,
    search: bnSearch,
    validation: bnValidation,
  },
};
