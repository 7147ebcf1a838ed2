import ScrollText from '~icons/lucide/scroll-text';
import { Link } from 'react-router';
import { PolicyPage } from '#client/features/static-pages/components/policy-page';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';

export function Component() {
  const { name, shortName, emailDomain, office } = university();
  const service = `${shortName} Lost & Found`;
  return (
    <PolicyPage title="Terms of Service" subject="These terms are" icon={<ScrollText className="h-6 w-6" />}>
      <h2>1. About these terms</h2>
      <p>
        {service} is the lost-and-found service of {name}, run by its security department. By signing in or
        using the service you agree to these terms. If you do not agree, please do not use the service and
        hand found items to the {office.name} in person instead.
      </p>

      <h2>2. Who may use the service</h2>
      <p>
        The service is for students, teachers and employees of {name}. You sign in with your university email
        account (an address at {emailDomain}); accounts with other email addresses are refused. Anyone may
        read the public pages such as this one. Security staff sign in as administrators with their own
        credentials.
      </p>

      <h2>3. Your responsibilities</h2>
      <ul>
        <li>Keep your profile accurate, including your university ID, department and phone number.</li>
        <li>Report only items you have really lost or really found, and describe them truthfully.</li>
        <li>
          Upload only photos of the item itself. Do not upload pictures of people, documents with other
          people&apos;s personal details, or anything offensive.
        </li>
        <li>
          Claim an item only if it belongs to you. False claims are a disciplinary matter under university
          rules and may be reported to the university authorities.
        </li>
        <li>Hand every item you find to the security office; do not keep or sell it.</li>
      </ul>

      <h2>4. What administrators may do</h2>
      <p>
        Administrators are members of the security department. To run the service they may review, approve or
        reject reports, update the status of reports and items (for example marking a found item as stored,
        claimed or handed over), edit or remove reports that are inaccurate or break these terms, and remove
        user access for anyone who misuses the service. They may contact you by email or phone about your
        reports and claims.
      </p>

      <h2>5. Claims and handover</h2>
      <p>
        A claim made online is a request, not a guarantee. Before handing an item over, the security staff
        check your university ID and may ask you to describe the item or prove ownership in another way. When
        several people claim the same item, the staff decide who the owner is. Items must be collected in
        person from the {office.name}.
      </p>

      <h2>6. Items that are not collected</h2>
      <p>
        The security department keeps found items for a reasonable time. Items that remain unclaimed may be
        disposed of, donated or handled under the university&apos;s property rules. Perishable, dangerous or
        illegal items are dealt with at once and are not stored.
      </p>

      <h2>7. No guarantee</h2>
      <p>
        The university does its best to reunite owners with their belongings but cannot promise that a lost
        item will be found or returned, and is not liable for items lost, damaged or stolen before they reach
        the security office. The service may occasionally be unavailable for maintenance.
      </p>

      <h2>8. Changes to these terms</h2>
      <p>
        We may update these terms. The effective date at the top of this page shows when they last changed;
        continuing to use the service after a change means you accept the new terms.
      </p>

      <h2>9. Contact</h2>
      <p>
        Questions about these terms can be sent through the{' '}
        <Link to={paths.feedback} className="text-brand-700 underline underline-offset-4">
          feedback page
        </Link>{' '}
        or raised with the security staff listed on the{' '}
        <Link to={paths.about} className="text-brand-700 underline underline-offset-4">
          About page
        </Link>
        . How we handle personal data is described in the{' '}
        <Link to={paths.privacy} className="text-brand-700 underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
    </PolicyPage>
  );
}
