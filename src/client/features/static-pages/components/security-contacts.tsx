import type { SecurityContact } from '#shared/university/university-config';
import { useT } from '#client/lib/i18n';

/**
 * The security staff to contact. A table from tablet width up; on a phone each
 * person becomes a card, because five columns do not fit 360 px. The table wraps
 * rather than scrolls, so it never needs a keyboard-focusable scroll area.
 */
export function SecurityContacts({ contacts }: { contacts: SecurityContact[] }) {
  const t = useT();
  if (contacts.length === 0) {
    return <p className="text-slate-600">{t('info.contactsUnavailable')}</p>;
  }
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('info.contactsTitle')}</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('info.designation')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('info.name')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('info.email')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('info.phone')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('info.extension')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {contacts.map((contact) => (
              <tr key={contact.email || contact.name}>
                <td className="px-4 py-3 font-medium text-slate-900">{contact.designation}</td>
                <td className="px-4 py-3 text-slate-700">{contact.name}</td>
                <td className="px-4 py-3 break-all">
                  <EmailLink email={contact.email} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <PhoneLink phone={contact.phone} />
                </td>
                <td className="px-4 py-3 text-slate-700">{contact.extension}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('info.contactsTitle')}>
        {contacts.map((contact) => (
          <li key={contact.email || contact.name} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">{contact.designation}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('info.name')}</dt>
              <dd className="text-slate-800">{contact.name}</dd>
              <dt className="text-slate-600">{t('info.email')}</dt>
              <dd className="break-all">
                <EmailLink email={contact.email} />
              </dd>
              <dt className="text-slate-600">{t('info.phone')}</dt>
              <dd>
                <PhoneLink phone={contact.phone} />
              </dd>
              <dt className="text-slate-600">{t('info.extension')}</dt>
              <dd className="text-slate-800">{contact.extension}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

const linkClass = 'rounded text-brand-700 underline underline-offset-4 hover:text-brand-800';

function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
      {phone}
    </a>
  );
}
