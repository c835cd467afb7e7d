/**
 * What the server stores as a notice's `childFirstName` once the child's family erased its
 * account: a marker the web words in the reader's language, never shown as it is. Its own module,
 * so the web reads it without the notices' schemas.
 */
export const erasedChildName = 'A family';
