/** The privacy emails' words: a data copy ready, an account deletion to confirm or undo. */
export default {
  greetingNamed: 'Hello {name},',
  exportSubject: 'Your {product} data is ready to download',
  exportWhat:
    'The copy of your data that you asked for is ready: your account, your children, their waitlist requests and offers, your notices, conversations and payments.',
  exportFormat:
    'The archive is a ZIP file. summary.txt explains it in words; data.json holds the same in a form other programs can read.',
  exportAction: 'Download my data',
  exportUntil:
    'The link works until {date} ({days} days); the archive is deleted then. Anyone with the link can download it, so do not forward this email.',
  exportNotYou: 'If you did not ask for this, write to {privacyEmail}.',
  confirmSubject: 'Confirm deleting your {product} account',
  confirmWhat:
    'You asked us to delete your account. Deleting it removes your profile, your children and their waitlist requests. Providers keep an anonymous line on their waitlists, and payment records are kept without your name for tax law.',
  confirmThen:
    'After you confirm, your account is closed at once and deleted {days} days later. Until then you can change your mind.',
  confirmAction: 'Confirm: delete my account',
  confirmValidity:
    'This link works for {hours} hours. If you did not ask for this, ignore this email: nothing changes.',
  scheduledSubject: 'Your {product} account will be deleted on {date}',
  scheduledWhat:
    'Your account is closed: nobody can sign in to it. It will be deleted for good on {date}.',
  scheduledUndo:
    'Changed your mind? Keep your account with the button below, any time before then.',
  scheduledAction: 'Keep my account',
  questions: 'Questions: {privacyEmail}.',
};
