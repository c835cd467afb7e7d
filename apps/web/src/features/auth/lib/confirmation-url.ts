import { paths } from '../../../config/paths';

/**
 * Where the emailed link leads: this app's own confirmation screen. The server refuses any other
 * origin, so the link cannot be pointed at a look-alike site.
 */
export function confirmationUrl(): string {
  return new URL(paths.auth.confirmation.getHref(), window.location.origin).href;
}
