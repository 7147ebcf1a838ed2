import Clock from '~icons/lucide/clock';
import Info from '~icons/lucide/info';
import MapPin from '~icons/lucide/map-pin';
import { Link } from 'react-router';
import { OfficeMap, OpenStreetMapLink } from '#client/features/static-pages/components/office-map';
import { PageSection, PageShell } from '#client/features/static-pages/components/page-shell';
import { SecurityContacts } from '#client/features/static-pages/components/security-contacts';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';

export function Component() {
  const { name, shortName, office, securityContacts } = university();
  return (
    <PageShell
      title="About"
      icon={<Info className="h-6 w-6" />}
      lead={`${shortName} Lost & Found is the official place to report, search for and reclaim lost belongings at ${name}.`}
      width="wide"
    >
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <PageSection title="What this service does">
            <p>
              Every day students, teachers and staff misplace phones, ID cards, keys and bags on campus, and
              honest people hand them in. This service connects the two. Members of the university sign in
              with their university email account to report an item they have lost, report an item they have
              found, and search the items the security department is keeping safe.
            </p>
            <p>
              The security department runs the service. Its staff review every report, store found items at
              the security office, and hand each item back to its owner once ownership has been confirmed. If
              you recognise one of the recovered items as yours, you can claim it online and then collect it
              in person.
            </p>
            <p>
              New here? The{' '}
              <Link to={paths.help} className="text-brand-700 underline underline-offset-4">
                how-it-works guide
              </Link>{' '}
              walks you through reporting and claiming step by step.
            </p>
          </PageSection>
        </div>
        <aside
          aria-labelledby="office-heading"
          className="self-start rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="office-heading" className="text-xl font-semibold text-slate-900">
            Office location
          </h2>
          <p className="mt-3 font-medium text-slate-900">{office.name}</p>
          <p className="mt-1 flex gap-2 text-slate-700">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{office.address}</span>
          </p>
          <p className="mt-2 flex gap-2 text-slate-700">
            <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <span className="sr-only">Opening hours: </span>
              {office.hours}
            </span>
          </p>
          <p className="mt-3">
            <OpenStreetMapLink latitude={office.latitude} longitude={office.longitude} />
          </p>
        </aside>
      </div>

      <div className="mt-10">
        <PageSection title="Security staff contacts">
          <p>
            For anything urgent, such as a lost ID card, a lost laptop or a wallet with bank cards, contact
            the security staff directly.
          </p>
          <SecurityContacts contacts={securityContacts} />
        </PageSection>
      </div>

      <div className="mt-10">
        <PageSection title="Find the security office">
          <OfficeMap name={office.name} latitude={office.latitude} longitude={office.longitude} />
        </PageSection>
      </div>
    </PageShell>
  );
}
