import CircleHelp from '~icons/lucide/circle-question-mark';
import Lightbulb from '~icons/lucide/lightbulb';
import { Link } from 'react-router';
import { GuideAccordion, type GuideStep } from '#client/features/static-pages/components/guide-accordion';
import { PageSection, PageShell } from '#client/features/static-pages/components/page-shell';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';

const linkClass = 'text-brand-700 underline underline-offset-4 hover:text-brand-800';

export function Component() {
  const { shortName, emailDomain, office } = university();

  const lostSteps: GuideStep[] = [
    {
      id: 'submit-report',
      title: 'Submit a lost item report',
      body: (
        <>
          <p>
            Sign in with your {shortName} email account (an address ending in {emailDomain}) and complete your
            profile so that the security staff know how to reach you. Then open{' '}
            <Link to={paths.user.reportLost} className={linkClass}>
              Report Lost
            </Link>{' '}
            and describe the item.
          </p>
          <p>
            Give the item name, its colour, a description with anything distinctive (a sticker, a scratch, a
            name written inside), the date and, if you remember it, the time you last had it, and the place
            you think you lost it. A photo of the item, or of one just like it, helps a lot.
          </p>
        </>
      ),
    },
    {
      id: 'wait-for-notification',
      title: 'Wait for a notification',
      body: (
        <>
          <p>
            The security staff review every lost report and compare it with the items handed in to them. When
            something matching your description turns up, they contact you by email or phone using the details
            in your profile, so keep them up to date.
          </p>
          <p>
            Items are often handed in a day or two after they are lost, so do not worry if you hear nothing
            straight away.
          </p>
        </>
      ),
    },
    {
      id: 'search-manually',
      title: 'Search manually',
      body: (
        <>
          <p>
            You do not have to wait. Use{' '}
            <Link to={paths.user.search} className={linkClass}>
              Search
            </Link>{' '}
            to look for your item by name, colour or place, or browse{' '}
            <Link to={paths.user.recoveredItems} className={linkClass}>
              Recovered Items
            </Link>{' '}
            to see everything the security office is keeping, newest first. Narrow the list with the date
            filter around the day you lost it.
          </p>
          <p>
            When you find your item, choose <strong>Claim this item</strong> and add a short message that
            proves it is yours, for example what is inside the bag or the phone&apos;s lock screen picture.
            Then collect it in person from the {office.name}.
          </p>
        </>
      ),
    },
  ];

  const foundSteps: GuideStep[] = [
    {
      id: 'report-online',
      title: 'Report it online first',
      body: (
        <>
          <p>
            Open{' '}
            <Link to={paths.user.reportFound} className={linkClass}>
              Report Found
            </Link>{' '}
            and describe what you found, where and when, with a photo if you can. The owner may already be
            searching, and your report lets the security staff match the item quickly.
          </p>
          <p>
            Then bring the item to the {office.name} ({office.hours}). The staff will mark your report as
            stored, and from then on the owner can see it among the recovered items and claim it.
          </p>
        </>
      ),
    },
    {
      id: 'go-to-security',
      title: 'Or go to security directly',
      body: (
        <>
          <p>
            No time to fill in a form? Hand the item to the {office.name} or to any security guard on duty.
            The staff will record it for you, including your name and contact details, so you still get the
            credit for returning it.
          </p>
          <p>The office is at {office.address}.</p>
        </>
      ),
    },
  ];

  return (
    <PageShell
      title="How it works"
      icon={<CircleHelp className="h-6 w-6" />}
      lead={`A short guide to getting lost items back, and to returning the ones you find, at ${shortName}.`}
    >
      <PageSection title="If you lost something">
        <GuideAccordion label="Steps for a lost item" steps={lostSteps} />
      </PageSection>
      <div className="mt-10">
        <PageSection title="If you found something">
          <GuideAccordion label="Steps for a found item" steps={foundSteps} />
        </PageSection>
      </div>
      <section
        aria-labelledby="help-notes"
        className="mt-10 rounded-xl border border-amber-200 bg-amber-50 p-5 text-slate-800"
      >
        <h2 id="help-notes" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Lightbulb className="h-5 w-5 text-amber-700" aria-hidden="true" />
          Notes
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
          <li>
            Bring your university ID card when you collect an item. The staff check it before handing anything
            over.
          </li>
          <li>
            Claim only items that are really yours. A false claim is taken seriously and leads to disciplinary
            action.
          </li>
          <li>
            Lost your university ID card, a bank card or a phone? Block the card or SIM with its issuer first,
            then report it here.
          </li>
          <li>
            Please do not keep or give away anything you find, even small things: take it to the security
            office so that its owner can get it back.
          </li>
          <li>
            Questions? See the{' '}
            <Link to={paths.about} className={linkClass}>
              security staff contacts
            </Link>{' '}
            or send us{' '}
            <Link to={paths.feedback} className={linkClass}>
              feedback
            </Link>
            .
          </li>
        </ul>
      </section>
    </PageShell>
  );
}
