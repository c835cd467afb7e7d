import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationFeature, Message } from '@kinderwait/contract/conversations';
import { chatLimits } from '@kinderwait/contract/constants';
import { deleteConversation } from '../api/delete-conversation';
import { conversationQueryOptions, useConversation } from '../api/get-conversation';
import { sendMessage } from '../api/send-message';
import type { CompletionOutcome } from '../lib/conversation-completion';
import { conversationCompletion } from '../lib/conversation-completion';
import type { ChatMessage } from '../lib/chat-messages';
import { withKeys } from '../lib/chat-messages';

export interface ChatCompletion {
  toolName: string;
  /** Truthy: done; with `clearOnComplete` the conversation is then deleted and emptied. */
  onComplete: (outcome: CompletionOutcome) => boolean | Promise<boolean>;
  clearOnComplete?: boolean;
}

export interface ChatSessionOptions {
  feature: ConversationFeature;
  suffix?: string;
  /** Sent as hidden text with the first message of an empty conversation. */
  initialHiddenText?: string;
  completion?: ChatCompletion;
}

export interface ChatSession {
  /** Undefined until the conversation has loaded. */
  messages: ChatMessage[] | undefined;
  loadError: unknown;
  reload: () => void;
  loading: boolean;
  sendError: unknown;
  /** The reply arrived and was kept, but the completion handler or clearing failed. */
  completionError: unknown;
  /** The client-handled tool's answer, appended to the next message. */
  pendingToolData: string | null;
  setPendingToolData: (data: string | null) => void;
  /** Resolves true once the reply arrived; false when it failed (the caller keeps the text). */
  send: (text: string) => Promise<boolean>;
}

const aborted = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError');

/**
 * One chat's state and rules (docs/product/assistant.md#the-chat-screen): the user's message shows
 * at once, then the reply and one message per tool; loading from send to reply; the conversation
 * reloads every 5 minutes, the timer restarting after each send; the request is aborted when the
 * chat unmounts.
 */
export function useChatSession({
  feature,
  suffix,
  initialHiddenText,
  completion,
}: ChatSessionOptions): ChatSession {
  const queryClient = useQueryClient();
  const conversation = useConversation(feature, suffix);
  const [local, setLocal] = useState<ChatMessage[] | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);
  const [completionError, setCompletionError] = useState<unknown>(null);
  const [pendingToolData, setPendingToolData] = useState<string | null>(null);
  const [timerEpoch, setTimerEpoch] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const loaded = conversation.data?.messages;
  const messages = local ?? (loaded === undefined ? undefined : withKeys(loaded));

  const reload = useCallback(() => {
    setLocal(undefined);
    void conversation.refetch();
  }, [conversation]);

  // Reload every 5 minutes; a send restarts the timer (timerEpoch), a reply in flight waits.
  useEffect(() => {
    if (loading) return undefined;
    const timer = setInterval(() => {
      setLocal(undefined);
      void queryClient.refetchQueries({
        queryKey: conversationQueryOptions(feature, suffix).queryKey,
      });
    }, chatLimits.refreshIntervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [feature, suffix, queryClient, loading, timerEpoch]);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const complete = useCallback(
    async (tools: readonly Message[]) => {
      const definition = completion;
      if (definition === undefined || tools.length === 0) return;
      const outcome = conversationCompletion(tools, definition.toolName);
      if (outcome === null) return;
      const done = await definition.onComplete(outcome);
      if (done && definition.clearOnComplete === true) {
        await deleteConversation(feature, suffix);
        setLocal([]);
        queryClient.setQueryData(conversationQueryOptions(feature, suffix).queryKey, {
          feature,
          messages: [],
        });
      }
    },
    [completion, feature, suffix, queryClient],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const before = messages;
      const content = text.trim();
      if (before === undefined || loading) return false;
      if (content === '' && (pendingToolData ?? '').trim() === '') return false;
      const hidden = [before.length === 0 ? initialHiddenText : undefined, pendingToolData ?? '']
        .filter((part): part is string => part !== undefined && part.trim() !== '')
        .join('\n');
      const userMessage: Message = {
        role: 'user',
        content,
        ...(hidden === '' ? {} : { hiddenContent: hidden }),
      };
      const withUser = [...before, ...withKeys([userMessage], before.length)];
      setLocal(withUser);
      setLoading(true);
      setSendError(null);
      setCompletionError(null);
      controller.current?.abort();
      const request = new AbortController();
      controller.current = request;
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        setLoading(false);
        setTimerEpoch((epoch) => epoch + 1);
      };
      try {
        const reply = await sendMessage(
          {
            content,
            feature,
            ...(suffix === undefined ? {} : { conversationNameSuffix: suffix }),
            ...(hidden === '' ? {} : { hiddenContent: hidden }),
          },
          request.signal,
        );
        const tools: Message[] = reply.tools.map((tool) => ({
          role: 'tool',
          content: tool.name,
          hiddenContent: tool.result,
        }));
        const answer: Message[] =
          reply.assistant.trim() === '' ? [] : [{ role: 'assistant', content: reply.assistant }];
        const after = [...withUser, ...withKeys([...answer, ...tools], withUser.length)];
        // The reply shows in the same render that ends loading: the next message may go at once
        // (completion runs after), and the 5-minute reload counts from now.
        settle();
        setLocal(after);
        queryClient.setQueryData(conversationQueryOptions(feature, suffix).queryKey, {
          feature,
          messages: after.map(({ role, content: text, hiddenContent }) => ({
            role,
            content: text,
            ...(hiddenContent === undefined ? {} : { hiddenContent }),
          })),
        });
        setPendingToolData(null);
        // The message and reply are stored: a failing handler must not take them back.
        await complete(tools).catch(setCompletionError);
        return true;
      } catch (error) {
        // The message did not go: take it back so the composer can offer it again.
        setLocal(before);
        if (!aborted(error)) setSendError(error);
        return false;
      } finally {
        if (controller.current === request) controller.current = null;
        settle();
      }
    },
    [messages, loading, pendingToolData, initialHiddenText, feature, suffix, queryClient, complete],
  );

  return {
    messages,
    loadError: conversation.error,
    reload,
    loading,
    sendError,
    completionError,
    pendingToolData,
    setPendingToolData,
    send,
  };
}
