/** The words every transactional email's layout carries, around the module's own. */
export default {
  linkFallback: 'If the button does not work, copy this link into your browser:',
  actionLine: '{label}: {url}',
};
