import type { SecurityContact } from '#shared/university/university-config';

/**
 * The security staff to contact. A table from tablet width up; on a phone each
 * person becomes a card, because five columns do not fit 360 px. The table wraps
 * rather than scrolls, so it never needs a keyboard-focusable scroll area.
 */
export function SecurityContacts({ contacts }: { contacts: SecurityContact[] }) {
  if (contacts.length === 0) {
    return <p className="text-slate-600">Contact details for the security staff are not available yet.</p>;
  }
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Security staff contacts</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Designation
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Phone
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Extension
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
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Security staff contacts">
        {contacts.map((contact) => (
          <li key={contact.email || contact.name} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">{contact.designation}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Name</dt>
              <dd className="text-slate-800">{contact.name}</dd>
              <dt className="text-slate-600">Email</dt>
              <dd className="break-all">
                <EmailLink email={contact.email} />
              </dd>
              <dt className="text-slate-600">Phone</dt>
              <dd>
                <PhoneLink phone={contact.phone} />
              </dd>
              <dt className="text-slate-600">Extension</dt>
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
