import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { displayTimeZone } from '@kinderwait/contract/constants';
import { useChildAccess } from '../api/get-child-access';
import { privacyTexts as texts } from '../privacy-texts';

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * "Who saw your children's information" (docs/product/privacy.md#who-saw-my-childs-information):
 * per child, which provider's user saw or changed its information, and when. For a role that
 * reads children (`enabled`); nothing otherwise.
 */
export function ChildAccessSection({ enabled }: { enabled: boolean }) {
  const access = useChildAccess(enabled);
  if (!enabled || access.data?.items.length === 0) return null;
  return (
    <Container maxWidth="md" sx={{ pb: { xs: 4, md: 7 } }}>
      <Box component="section" aria-labelledby="child-access-heading">
        <Typography id="child-access-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {texts.accessTitle}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{texts.accessIntro}</Typography>
        {access.isError ? <Alert severity="error">{texts.accessLoadFailed}</Alert> : null}
        {access.data?.items.map((child) => (
          <Paper key={child.childId} variant="outlined" sx={{ mt: 2, p: 2 }}>
            <Typography component="h3" variant="h6">
              {texts.accessChild(child.childFirstName)}
            </Typography>
            {child.entries.length === 0 ? (
              <Typography sx={{ mt: 1 }}>{texts.accessNone(child.childFirstName)}</Typography>
            ) : (
              <Box component="ul" sx={{ mt: 1, pl: 3 }}>
                {child.entries.map((entry, index) => (
                  // A fixed list, newest first: its order never changes while shown.
                  <li key={String(index)}>
                    <Typography component="span">
                      <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                      {': '}
                      {texts.accessEntry(
                        entry.actorName ?? texts.someone,
                        entry.providerName ?? texts.someProvider,
                        texts.accessAction[entry.action],
                        entry.what,
                      )}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
