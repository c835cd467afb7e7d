import { knowledgeBaseMessages } from '@kinderwait/contract/knowledge-base';
import { phoneNumbersMessages } from '@kinderwait/contract/phone-numbers';
import { voiceAgentMessages } from '@kinderwait/contract/voice-agent';
import type {
  VoiceConversationChannel,
  VoiceFactName,
  VoiceConversationOutcome,
} from '@kinderwait/contract/voice-agent';
import type { ErrorWords } from '../../api/error-words';

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${String(count)} ${many}`;

/** Words of /voice-ai-agent/profile-dashboard (docs/product/voice-agent.md#the-dashboard). */
export const dashboardTexts = {
  title: 'Your voice agent',
  description: 'Your voice agent’s knowledge, settings, widget, test chat and conversations.',
  loading: 'Loading',
  retry: 'Try again',
  state: {
    heading: 'Your agent today',
    ready: 'Ready',
    readyDetail: 'Your agent answers from what it has read.',
    reading: 'Reading your website',
    readingDetail: 'Your agent keeps answering from what it already knows while it reads.',
    needsDocuments: 'Needs documents',
    needsDocumentsDetail:
      'Add a document or read your website below: your agent answers only from what it has read.',
    off: 'Answering is switched off in the settings below.',
    phoneHeading: 'Phone number',
    noPhone: 'No phone number yet',
  },
  phone: {
    loadFailed: 'Your phone number could not be loaded.',
    provisioning: (areaCode: string) => `Getting a ${areaCode} number for your agent…`,
    active: 'Answers calls',
    releasing: (day: string) =>
      `Your subscription ended: this number stops working on ${day}. Subscribe again before then to keep it.`,
    failed: {
      no_number_available: (areaCode: string) =>
        `No ${areaCode} number was free. Search again to choose a number.`,
      provider_unavailable: (areaCode: string) =>
        `We could not get a ${areaCode} number: the phone company did not answer. Search again to retry.`,
      number_taken: (areaCode: string) =>
        `Someone else took the ${areaCode} number you chose just before we could get it. Nothing was bought: search again and choose another number.`,
    },
    chooseIntro:
      'Give your agent a Toronto phone number of its own. Families who call it talk with your agent; we text the number to the phone you gave at setup.',
    areaCodeLegend: 'Area code',
    search: 'Search',
    searching: 'Searching…',
    searchAgain: 'Search again',
    numbersLegend: (areaCode: string) => `Free ${areaCode} numbers`,
    found: (count: number, areaCode: string) =>
      count === 0
        ? `No ${areaCode} number is free right now. Search again later or try another area code.`
        : count === 1
          ? `One ${areaCode} number is free. Choose it below.`
          : `${String(count)} ${areaCode} numbers are free. Choose one below.`,
    chooseFirst: 'Choose a number from the list first.',
    getNumber: 'Get this number',
    getting: 'Asking for the number…',
  },
  notSetUp: 'Finish the setup chat first',
  notSetUpDetail:
    'Your agent’s greeting, phone numbers and website come from the setup chat. Once it has saved them, you can change them here.',
  goToSetup: 'Go to your agent’s setup',
  settingsFailed: 'Your agent’s settings could not be loaded.',
  knowledge: {
    heading: 'What your agent knows',
    intro:
      'Your agent answers only from the documents you add and the website pages it reads. PDF, Word (.docx), text (.txt) and Markdown (.md) documents, up to 10 MB each.',
    chooseFile: 'Add a document',
    uploading: (name: string, percent: number) => `Uploading ${name}: ${String(percent)}%`,
    uploaded: (name: string) => `${name} was added. Your agent is reading it.`,
    listLabel: 'Your documents and websites',
    empty: 'Nothing yet.',
    loadFailed: 'Your documents could not be loaded.',
    processing: 'Reading…',
    ready: 'Ready',
    failed: 'Could not be read',
    passages: (count: number) => plural(count, 'passage', 'passages'),
    /** Whether a ready item is found by meaning too (only while the server has a model). */
    meaning: {
      pending: 'Being made searchable by meaning; searchable by words meanwhile',
      ready: 'Searchable by meaning',
      retrying: 'Searchable by words only — retrying',
      failed: 'Searchable by words only',
    },
    website: 'Website',
    document: 'Document',
    downloadButton: 'Download',
    download: (name: string) => `Download ${name}`,
    delete: (name: string) => `Delete ${name}`,
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteBody:
      'Your agent will no longer answer from it. A deleted document cannot be brought back; upload it again if you need it.',
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    crawlProgress: (found: number, read: number, skipped: number) =>
      `${plural(found, 'page', 'pages')} found, ${String(read)} read, ${String(skipped)} skipped`,
    skippedHeading: (count: number) => `Pages not read (${String(count)})`,
  },
  crawl: {
    heading: 'Your website',
    urlLabel: 'Website address',
    urlHelp: 'Your agent reads up to 50 pages of this site, following its links.',
    read: 'Read this website',
    readAgain: 'Read the website again',
    started: 'Your agent started reading the website.',
    invalidUrl: 'Use a web address starting with http:// or https://',
  },
  settings: {
    heading: 'Settings',
    businessName: 'Business name',
    greeting: 'Greeting callers hear first',
    language: 'Language',
    languages: { 'en-CA': 'English (Canada)' },
    voice: 'Voice on the phone',
    transcriptRetention: 'Keep call transcripts for',
    transcriptRetentionHelp:
      'Older transcripts and summaries are deleted each day. Call durations and minutes are kept.',
    retentionDays: (days: number) => `${String(days)} days`,
    transferNumber: 'Transfer calls to',
    transferHelp: 'When a caller asks for a person. For example +14165550123.',
    smsNumber: 'Number for text messages',
    smsHelp: 'Where your agent texts you the messages it takes. For example +14165550123.',
    enabled: 'Your agent answers',
    enabledOff: 'Your agent is switched off: callers and visitors hear that it is not answering.',
    hoursHeading: 'Answering hours (Toronto time)',
    hoursAlways: 'No hours set: your agent answers at all hours.',
    addHours: (day: string) => `Add hours on ${day}`,
    removeHours: (day: string, opens: string, closes: string) =>
      `Remove ${day} ${opens} to ${closes}`,
    opens: (day: string) => `${day} opens`,
    closes: (day: string) => `${day} closes`,
    closed: 'Closed',
    originsHeading: 'Websites that may show your widget',
    originLabel: 'Website origin',
    originHelp: 'Like https://www.example.ca: the scheme and host, no path.',
    addOrigin: 'Add origin',
    removeOrigin: (origin: string) => `Remove ${origin}`,
    originsFull: 'You can allow at most 10 websites.',
    hoursFull: 'You can set at most 14 opening periods.',
    save: 'Save settings',
    saved: 'Your settings were saved.',
    required: 'Required',
  },
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  widget: {
    heading: 'Website widget',
    intro:
      'Paste this code into your website’s pages, just before </body>. The widget works on the websites allowed in the settings.',
    codeLabel: 'Widget code',
    copy: 'Copy code',
    copied: 'Copied',
    copyFailed: 'The code could not be copied. Select it and copy it yourself.',
    noOrigins: 'No website is allowed yet: add one in the settings so the widget answers there.',
    loadFailed: 'The widget code could not be loaded.',
  },
  call: {
    modeLabel: 'How to test',
    chatMode: 'Chat',
    callMode: 'Call',
    intro:
      'Call your agent from this page, as a parent would call your number. The call uses your test call minutes and appears in the list below.',
    start: 'Call your agent',
    hangUp: 'Hang up',
    calling: 'Connecting…',
    inCall: 'On the call. Speak, or type what you would say.',
    listening: 'Your microphone is on: speak to the agent.',
    typedOnly: 'This browser cannot listen: type what you would say.',
    sayLabel: 'What you say',
    say: 'Say it',
    transcriptLabel: 'Test call',
    passedTo: (phone: string) =>
      `The agent passed the call to ${phone}. A real call would ring there now.`,
    ended: 'The call has ended. It is in the list below.',
    refused: 'The call could not be made. Sign in again, or check your test call minutes.',
  },
  chat: {
    heading: 'Test your agent',
    intro:
      'Talk to your agent exactly as a caller would. Test conversations appear in the list below.',
    messageLabel: 'Your message',
    send: 'Send',
    newConversation: 'New conversation',
    you: 'You',
    agent: 'Agent',
    transcriptLabel: 'Test conversation',
    ended: 'This conversation has ended. Start a new one to keep testing.',
    thinking: 'Your agent is answering…',
    sourcesLabel: 'Answered from',
    /** A live fact of the profile, as the provider knows it. */
    facts: {
      centreName: 'Your profile: name',
      ageGroups: 'Your profile: age groups and spaces',
      hours: 'Your profile: hours',
      fees: 'Your profile: fees',
      cwelcc: 'Your licence: CWELCC',
      subsidy: 'Your licence: fee subsidy',
      languages: 'Your profile: languages',
      waitlistPolicy: 'Your waitlist policy',
      address: 'Your profile: address',
      joinWaitlist: 'How to join your waitlist on KinderWait',
      phone: 'Your profile: phone',
    } satisfies Record<VoiceFactName, string>,
    readAloud: 'Read answers aloud',
    noSpeech: 'Your browser cannot read answers aloud.',
    empty: 'Ask what a family would ask, like “What are your hours?”.',
  },
  conversations: {
    heading: 'Conversations',
    listLabel: 'Conversations',
    empty: 'No conversations yet.',
    loadingMore: 'Loading more conversations',
    detailsTitle: 'Conversation',
    close: 'Close',
    channel: 'Channel',
    outcome: 'Outcome',
    duration: 'Duration',
    caller: 'Caller',
    summary: 'Summary',
    transcript: 'Transcript',
    message: 'Message for you',
    messageName: 'Name',
    messageCallback: 'Call back on',
    messageChildAge: 'Child’s age',
    messageQuestion: 'Question',
    noMessage: 'No message was taken.',
    detailsFailed: 'This conversation could not be loaded.',
    seconds: (total: number) =>
      total < 60
        ? plural(total, 'second', 'seconds')
        : `${plural(Math.floor(total / 60), 'minute', 'minutes')} ${plural(total % 60, 'second', 'seconds')}`,
    channels: {
      phone: 'Phone',
      widget: 'Website widget',
      // Both the typed test chat and the test call: the caller line says which.
      test: 'Test from the dashboard',
    } satisfies Record<VoiceConversationChannel, string>,
    outcomes: {
      answered: 'Answered',
      message_taken: 'Message taken',
      transferred: 'Passed to you',
      abandoned: 'Caller left',
    } satisfies Record<VoiceConversationOutcome, string>,
  },
} as const;

/**
 * The codes the dashboard's calls can meet, in the provider's words. Codes with several causes
 * (`knowledge_url_refused`, `knowledge_file_damaged`) and `limit_reached` (which names the plan's
 * number) are left out on purpose: the server's message says which cause, in the contract's words.
 */
export const dashboardErrorWords: ErrorWords = {
  voice_agent_not_set_up: voiceAgentMessages.notSetUp,
  voice_agent_off:
    'Your agent is switched off or outside its answering hours, so it does not answer. Switch it on or change the hours in the settings.',
  voice_conversation_ended: voiceAgentMessages.conversationEnded,
  voice_conversation_not_found: voiceAgentMessages.conversationNotFound,
  knowledge_file_too_large: knowledgeBaseMessages.fileTooLarge,
  knowledge_file_empty: knowledgeBaseMessages.fileEmpty,
  knowledge_file_type_refused: knowledgeBaseMessages.fileTypeRefused,
  knowledge_file_missing: knowledgeBaseMessages.fileMissing,
  knowledge_not_multipart: knowledgeBaseMessages.notMultipart,
  knowledge_key_taken:
    'A website is kept under this name. Rename the document, or read the website again.',
  knowledge_item_not_ready: knowledgeBaseMessages.websiteNotReady,
  knowledge_item_not_found: knowledgeBaseMessages.itemNotFound,
  phone_number_subscription_required:
    'A phone number comes with the Voice Assistant Phone Number subscription. Subscribe to it on the pricing page first.',
  phone_number_already_held: phoneNumbersMessages.alreadyHeld,
  phone_number_agent_not_set_up: phoneNumbersMessages.notSetUp,
  phone_number_provider_unavailable: phoneNumbersMessages.providerUnavailable,
};
