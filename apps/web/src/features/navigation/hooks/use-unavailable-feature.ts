import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { unavailableFeatures } from '@kinderwait/contract/event-statistics';
import { specMessages } from '@kinderwait/contract/messages';
import { notify, useNotificationStore } from '../../../stores/notification-store';
import { collectEventStatistics } from '../api/collect-event-statistics';

export type UnavailableFeature = (typeof unavailableFeatures)[number];

/**
 * A click on Booking, Sublet or Messages (docs/product/app-shell.md#unavailable-features): the
 * green feature-unavailable notice, shown only when no notice is already showing, and the click
 * recorded on the server.
 */
export function useUnavailableFeature(): (feature: UnavailableFeature) => void {
  const { pathname } = useLocation();
  return useCallback(
    (feature: UnavailableFeature) => {
      if (!useNotificationStore.getState().triggered) {
        notify({ message: specMessages.featureUnavailable, color: 'success' });
      }
      collectEventStatistics({ eventType: 'feature_unavailable_click', feature, path: pathname })
        // Losing one statistic is better than bothering the user about it.
        .catch(() => undefined);
    },
    [pathname],
  );
}
