import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { chatLimits } from '@kinderwait/contract/constants';
import { useMessages } from '../../../lib/i18n/use-messages';
import { assistantChatCatalogue } from '../assistant-chat-messages';
import { SendIcon } from './chat-icons';

export interface ChatComposerProps {
  /** Resolves true when the message went; false keeps the text for another try. */
  onSend: (text: string) => Promise<boolean>;
  loading: boolean;
  /** Tool data waiting to go with the next message: it alone is enough to send. */
  hasToolData: boolean;
}

/**
 * The chat's input (docs/product/assistant.md#the-chat-screen): a multi-line box of at most 600
 * characters growing to 200 px; Enter sends, Shift+Enter adds a line; send is disabled while blank
 * (text and tool data) or while loading.
 */
export function ChatComposer({ onSend, loading, hasToolData }: ChatComposerProps) {
  const { t } = useMessages(assistantChatCatalogue);
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '' && !hasToolData;
  const disabled = blank || loading;

  const submit = async () => {
    if (disabled) return;
    const typed = text;
    setText('');
    // The send button is disabled while the reply is awaited: keep focus where the user types.
    input.current?.focus();
    const sent = await onSend(typed);
    // Nothing typed is lost: a failed send gives the text back unless something new was typed.
    if (!sent) setText((current) => (current === '' ? typed : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const left = chatLimits.messageMaxLength - text.length;
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 1,
        p: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        value={text}
        onChange={(event) => {
          setText(event.target.value.slice(0, chatLimits.messageMaxLength));
        }}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        multiline
        fullWidth
        size="small"
        helperText={left <= 100 ? t('remaining', { count: left }) : undefined}
        inputRef={input}
        slotProps={{
          htmlInput: {
            maxLength: chatLimits.messageMaxLength,
            'aria-label': t('messageLabel'),
            style: { maxHeight: chatLimits.textareaMaxHeightPx, overflowY: 'auto' },
          },
        }}
      />
      <IconButton type="submit" color="primary" disabled={disabled} aria-label={t('send')}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
