import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { HeadCollectorContext } from './head-context';
import type { HeadData } from './head-data';
import { applyHeadToDocument } from './apply-head';

/**
 * Declares the current page's title and description. Every route page renders one. On the server
 * the values go to the render's collector; in the browser they update <head> after navigation.
 */
export function PageHead({ title, description, noIndex, type }: HeadData) {
  const collector = useContext(HeadCollectorContext);
  const { pathname } = useLocation();

  // Only on the server: no effects run there, so the render itself reports the page's head.
  collector?.collect({ title, description, noIndex, type });

  useEffect(() => {
    applyHeadToDocument(document, { title, description, noIndex, type }, pathname);
  }, [title, description, noIndex, type, pathname]);

  return null;
}
