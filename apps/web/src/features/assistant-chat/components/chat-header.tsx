import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { chatLimits } from '@kinderwait/contract/constants';
import { useMessages } from '../../../lib/i18n/use-messages';
import { assistantChatCatalogue } from '../assistant-chat-messages';
import { BackIcon, TextSizeIcon } from './chat-icons';

export interface ChatHeaderProps {
  assistantName: string;
  onBack: () => void;
  fontSize: number;
  onFontSizeChange: (px: number) => void;
}

/**
 * Back, the assistant's name, and a toggle revealing a vertical 10-24 px slider
 * (docs/product/assistant.md#the-chat-screen).
 */
export function ChatHeader({ assistantName, onBack, fontSize, onFontSizeChange }: ChatHeaderProps) {
  const { t } = useMessages(assistantChatCatalogue);
  const [open, setOpen] = useState(false);
  const sliderId = useId();
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton onClick={onBack} aria-label={t('back')}>
        <BackIcon />
      </IconButton>
      <Typography component="h1" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
        {assistantName}
      </Typography>
      <IconButton
        aria-label={t('fontSize')}
        aria-expanded={open}
        aria-controls={sliderId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <TextSizeIcon />
      </IconButton>
      {open && (
        <Paper
          id={sliderId}
          elevation={6}
          sx={{ position: 'absolute', right: 8, top: '100%', zIndex: 2, px: 1, py: 2, height: 220 }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <Slider
            orientation="vertical"
            min={chatLimits.fontSizeMin}
            max={chatLimits.fontSizeMax}
            step={1}
            value={fontSize}
            valueLabelDisplay="auto"
            getAriaValueText={(px) => t('fontSizeValue', { px })}
            aria-label={t('fontSize')}
            onChange={(_event, value) => {
              onFontSizeChange(value);
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
