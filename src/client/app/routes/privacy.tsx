import ShieldCheck from '~icons/lucide/shield-check';
import { Link } from 'react-router';
import { PolicyPage } from '#client/features/static-pages/components/policy-page';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';

export function Component() {
  const { name, shortName, office } = university();
  const service = `${shortName} Lost & Found`;
  return (
    <PolicyPage title="Privacy Policy" subject="This policy is" icon={<ShieldCheck className="h-6 w-6" />}>
      <h2>1. Who we are</h2>
      <p>
        {service} is operated by the security department of {name}. This policy explains what personal data
        the service collects, why, who can see it and how long it is kept.
      </p>

      <h2>2. What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong> from your university sign-in: your name, university email address
          and, if provided, your profile photo.
        </li>
        <li>
          <strong>Profile details</strong> you enter: university ID, department and phone number.
        </li>
        <li>
          <strong>Reports and claims</strong>: descriptions of lost and found items, dates, times, places,
          photos of items and the messages you add to claims.
        </li>
        <li>
          <strong>Handover records</strong>: who received an item, when, and which staff member handed it
          over.
        </li>
        <li>
          <strong>Technical data</strong>: a session cookie that keeps you signed in, and server logs of
          requests used to keep the service secure.
        </li>
      </ul>

      <h2>3. Why we use it</h2>
      <p>
        We use your data only to run the lost-and-found service: to match lost and found items, to contact you
        about your reports and claims, to confirm ownership before handing an item over, and to prevent false
        claims and misuse. We do not use it for advertising and we do not sell it.
      </p>

      <h2>4. Who can see it</h2>
      <p>
        Other members can see the details of recovered items (item name, description, colour, photo, and where
        and when it was found) but not who reported them. The security department&apos;s administrators can
        see the personal details attached to reports, claims and handovers because they need them to return
        items. We share data outside the university only when the law requires it.
      </p>

      <h2>5. Cookies</h2>
      <p>
        The service sets one essential cookie to keep you signed in. It contains no personal data and is
        removed when you log out or the session ends. We use no tracking or advertising cookies, and pages
        load no third-party content unless you ask for it, such as the OpenStreetMap map on the About page.
      </p>

      <h2>6. How long we keep it</h2>
      <p>
        Reports and handover records are kept for as long as they are needed to resolve the case and for the
        university&apos;s record-keeping afterwards. You can ask for your account to be deleted; records of
        items already handed over may be kept where the university needs them as evidence of the handover.
      </p>

      <h2>7. Your rights</h2>
      <p>
        You can see and correct your profile at any time. You may ask the security department for a copy of
        the data held about you, for corrections, or for deletion, by contacting the staff listed on the{' '}
        <Link to={paths.about} className="text-brand-700 underline underline-offset-4">
          About page
        </Link>{' '}
        or visiting the {office.name}.
      </p>

      <h2>8. Security</h2>
      <p>
        Data is sent over encrypted connections, access to personal details is limited to administrators, and
        administrator actions are recorded in an activity log.
      </p>

      <h2>9. Changes</h2>
      <p>
        We may update this policy. The effective date at the top of this page shows when it last changed. See
        also the{' '}
        <Link to={paths.terms} className="text-brand-700 underline underline-offset-4">
          Terms of Service
        </Link>
        .
      </p>
    </PolicyPage>
  );
}
