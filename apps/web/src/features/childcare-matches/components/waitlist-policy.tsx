import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWaitlistPolicy } from '../api/get-waitlist-policy';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareMatchesCatalogue } from '../childcare-matches-messages';

/**
 * The provider's waitlist policy (Ontario: a public written policy) and its weighted priorities,
 * read before the parent sends a request. Long policies scroll inside their box.
 */
export function WaitlistPolicy({ providerId }: { providerId: string }) {
  const { t } = useMessages(childcareMatchesCatalogue);
  const policy = useWaitlistPolicy(providerId);
  if (policy.isPending) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('policyLoading')}
      </Typography>
    );
  }
  if (policy.isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('policyFailed')}
      </Typography>
    );
  }
  const { policy: text, priorities } = policy.data;
  return (
    <Box>
      {text === null ? (
        <Typography variant="body2">
          {priorities.length === 0 ? t('policyNone') : t('policyOnlyPriorities')}
        </Typography>
      ) : (
        <Box
          tabIndex={0}
          role="region"
          aria-label={t('policyLabel')}
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
            {t('policyPriorities')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {priorities.map((priority) => (
              <Typography component="li" variant="body2" key={priority.name}>
                {t('policyPriority', { name: priority.name, weight: priority.weight })}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
