import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Role } from '@kinderwait/contract/roles';
import { useChildcareLocation } from '../../features/childcare-provider/api/get-childcare-location';
import { useProfileLocationWords } from '../../features/childcare-provider/hooks/use-profile-location-words';
import { RoleLocationSelector } from './role-location-selector';

/** The profile's location: the saved address, and the location selector to change it. */
export function ChildcareLocationSection({ role }: { role: Role | null }) {
  const texts = useProfileLocationWords();
  const [changing, setChanging] = useState(false);
  const location = useChildcareLocation();
  return (
    <Paper
      component="section"
      aria-labelledby="childcare-location-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="childcare-location-heading" variant="h6" component="h2">
          {texts.heading}
        </Typography>
        <Typography>{location.data?.address ?? texts.none}</Typography>
        <Box>
          <Button
            variant="outlined"
            aria-expanded={changing}
            onClick={() => {
              setChanging((current) => !current);
            }}
          >
            {changing ? texts.cancel : texts.change}
          </Button>
        </Box>
        {changing ? (
          <RoleLocationSelector
            role={role}
            submitText={texts.submit}
            onSaved={() => {
              setChanging(false);
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
