import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import { openRoles } from '../content/open-roles';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

function applyHref(roleTitle: string): string {
  return `mailto:${brand.careersEmail}?subject=${encodeURIComponent(`Application: ${roleTitle}`)}`;
}

export function CareersPage() {
  return (
    <>
      <PageIntro
        eyebrow="Careers"
        title="Work with us"
        lead={`We are a small team in ${brand.city} building calmer childcare search for families and fairer waitlists for providers. If that sounds worth your time, we would like to hear from you.`}
      />
      <Prose>
        <h2>How we work</h2>
        <ul>
          <li>Small teams that own a problem from the first conversation to the release.</li>
          <li>Plain language, written decisions and time to do things properly.</li>
          <li>Flexible hours that fit around school drop-offs and sick days.</li>
          <li>We talk to parents and providers every week; everyone on the team joins in.</li>
        </ul>

        <h2>Open roles</h2>
        {openRoles.map((role) => (
          <Box
            component="article"
            key={role.id}
            aria-labelledby={`${role.id}-title`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
              p: { xs: 2.5, md: 3.5 },
              my: 3,
            }}
          >
            <h3 id={`${role.id}-title`}>{role.title}</h3>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {role.team} · {role.location}
            </Typography>
            <p>{role.summary}</p>
            <h4>What you will do</h4>
            <ul>
              {role.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h4>What we are looking for</h4>
            <ul>
              {role.lookingFor.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              <a href={applyHref(role.title)}>Apply for {role.title.toLowerCase()} by email</a>
            </p>
          </Box>
        ))}

        <h2>How to apply</h2>
        <p>
          Email <a href={`mailto:${brand.careersEmail}`}>{brand.careersEmail}</a> with the role in
          the subject line. Attach your résumé and a few lines about why the role interests you; a
          cover letter is welcome but not required. We reply to every application, usually within
          two weeks.
        </p>
        <p>
          Our process is short: a conversation with the hiring manager, a practical exercise that
          reflects the real work (paid, if it takes more than two hours), and a conversation with
          the team.
        </p>
        <p>
          We welcome applications from people of every background. Accommodations are available on
          request for candidates taking part in any part of the selection process; tell us what you
          need when you apply.
        </p>
        <p>
          Don’t see a role that fits? Write to us anyway and tell us what you would like to work on.
        </p>
      </Prose>
    </>
  );
}
