import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWaitlistPolicy } from '../api/get-waitlist-policy';
import { matchesTexts as texts } from '../childcare-matches-texts';

/**
 * The provider's waitlist policy (Ontario: a public written policy) and its weighted priorities,
 * read before the parent sends a request. Long policies scroll inside their box.
 */
export function WaitlistPolicy({ providerId }: { providerId: string }) {
  const policy = useWaitlistPolicy(providerId);
  if (policy.isPending) {
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.policyLoading}
      </Typography>
    );
  }
  if (policy.isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.policyFailed}
      </Typography>
    );
  }
  const { policy: text, priorities } = policy.data;
  return (
    <Box>
      {text === null ? (
        <Typography variant="body2">
          {priorities.length === 0 ? texts.policyNone : texts.policyOnlyPriorities}
        </Typography>
      ) : (
        <Box
          tabIndex={0}
          role="region"
          aria-label={texts.policyLabel}
          sx={{
            maxHeight: 240,
            overflowY: 'auto',
            whiteSpace: 'pre-wrap',
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <Typography variant="body2" component="div">
            {text}
          </Typography>
        </Box>
      )}
      {priorities.length === 0 ? null : (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {texts.policyPriorities}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {priorities.map((priority) => (
              <Typography component="li" variant="body2" key={priority.name}>
                {texts.policyPriority(priority.name, priority.weight)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
