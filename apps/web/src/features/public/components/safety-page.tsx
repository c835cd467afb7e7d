import { brand } from '@kinderwait/contract/brand';
import { officialSources } from '../content/official-sources';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

function Source({ source }: { source: { name: string; url: string } }) {
  return <a href={source.url}>{source.name}</a>;
}

export function SafetyPage() {
  return (
    <>
      <PageIntro
        eyebrow="Safety"
        title="Choosing child care safely"
        lead="Whoever you choose, you are trusting them with your child. Here is how to check a provider in Ontario, what the law requires, and where to turn if something worries you."
      />
      <Prose>
        <h2>Know which kind of care you are looking at</h2>
        <ul>
          <li>
            <strong>Licensed child care centres</strong> are licensed by Ontario’s Ministry of
            Education under the Child Care and Early Years Act, 2014. They must meet rules on staff
            qualifications, ratios of staff to children, group sizes, health, safety, nutrition and
            programming, and they are inspected.
          </li>
          <li>
            <strong>Licensed home child care</strong> takes place in a provider’s home under
            contract with a licensed home child care agency. The agency visits and monitors the
            home; a provider can care for up to six children under 13.
          </li>
          <li>
            <strong>Unlicensed home child care</strong> is legal in Ontario within limits (see
            below), but the provider is not licensed or routinely inspected by the province.
          </li>
          <li>
            <strong>Babysitters and nannies</strong> who care for your children in your own home are
            not licensed by the province. Checks, references and agreements are up to you.
          </li>
        </ul>

        <h2>Check the licence</h2>
        <p>
          Search for any centre or home child care agency on{' '}
          <Source source={officialSources.ontarioChildCareFinder} />. If a program is not listed
          there, it is not licensed. The locator shows the licence and information from the
          Ministry’s inspections. A licensed centre must also display its licence, so ask to see it
          when you visit.
        </p>
        <p>
          Every centre we list from the City of Toronto’s open data was licensed when the data was
          published, but licences can change. Check the locator before you decide.
        </p>

        <h2>Rules for unlicensed home child care</h2>
        <p>
          Under the <Source source={officialSources.ccyea} />, an unlicensed provider:
        </p>
        <ul>
          <li>
            may care for no more than five children under the age of 13 at a time, and the
            provider’s own young children count toward that limit;
          </li>
          <li>may care for only a small number of children under two, a lower, separate limit;</li>
          <li>
            must tell you in writing that the program is not licensed by the Government of Ontario.
          </li>
        </ul>
        <p>
          Unlicensed providers are not inspected routinely. The Ministry of Education investigates
          complaints, for example about a provider caring for more children than the law allows. The
          exact numbers and exceptions are set out on{' '}
          <Source source={officialSources.childCareRules} />.
        </p>

        <h2>Questions to ask any provider</h2>
        <ul>
          <li>Is your program licensed? If it is home child care, which agency oversees you?</li>
          <li>How many children do you care for at once, and how old are they?</li>
          <li>Who else will be with my child, and who else lives in or visits the home?</li>
          <li>What training do you and your staff have? Are they trained in first aid and CPR?</li>
          <li>What does a typical day look like, including time outdoors, meals and naps?</li>
          <li>How do you handle behaviour, allergies, medication and illness?</li>
          <li>What happens in an emergency, and when you are sick or on holiday?</li>
          <li>How will you tell me about my child’s day? Can I drop in at any time?</li>
          <li>
            What are the fees, what do they include, and what is the policy for notice and refunds?
          </li>
        </ul>

        <h2>Visit before you decide</h2>
        <p>
          Visit during the day, when children are there, and stay long enough to get a feel for the
          place. Look for caregivers who are warm and attentive and who get down to the children’s
          level; children who seem busy and at ease; clean, safe rooms and outdoor space; and safe
          sleep spaces for babies. Ask to see where your child would eat, play and sleep.
        </p>

        <h2>Check references</h2>
        <p>
          Ask for at least two references from families whose children are or were recently in the
          provider’s care, and call them. Ask what they liked, what they would change, and whether
          they would choose the same provider again.
        </p>

        <h2>Vulnerable sector checks</h2>
        <p>
          A vulnerable sector check is a police record check for people who work with children.
          Licensed centres and home child care agencies must obtain them for the people who care for
          children. For an unlicensed provider or a babysitter, ask whether they have a recent check
          for themselves and for any adult in the home, and ask to see it.
        </p>

        <h2>Trust your instincts</h2>
        <p>
          If something feels wrong, it is fine to keep looking. Watch how your child reacts after
          the first days and weeks, and talk to the provider early about anything that worries you.
          A good provider welcomes questions.
        </p>

        <h2>Report a concern</h2>
        <ul>
          <li>If a child is in immediate danger, call 911.</li>
          <li>
            If you suspect a child is being abused or neglected, contact a children’s aid society.
            In Ontario, anyone who has reasonable grounds to suspect that a child needs protection
            must report it.
          </li>
          <li>
            To complain about a licensed program, or about unlicensed care that seems to break the
            rules, contact the Ministry of Education’s child care licensing office. See{' '}
            <Source source={officialSources.childCareRules} />.
          </li>
          <li>
            Tell us too, at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>, so we
            can review the provider’s listing on {brand.productName}.
          </li>
        </ul>
        <p>
          More help: <Source source={officialSources.findAndPayForChildCare} /> and{' '}
          <Source source={officialSources.torontoLicensedChildCare} />.
        </p>
      </Prose>
    </>
  );
}
