import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { SaveFavoritesLikedResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type {
  MatchedProvider,
  MatchesResponse,
  SaveFavoritesLikedBody,
} from '@kinderwait/contract/waitlist';
import { apiPost } from '../../../api/api-requests';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';

/** POST /booking/saveFavoritesLiked: likes or unlikes a provider for the signed-in parent. */
export function saveFavorite(body: SaveFavoritesLikedBody): Promise<SaveFavoritesLikedResponse> {
  return apiPost(waitlistApiPaths.favorites, body, SaveFavoritesLikedResponse, {
    handleErrors: false,
  });
}

interface Snapshot {
  lists: [QueryKey, MatchesResponse | undefined][];
  one: MatchedProvider | undefined;
}

function withLiked(provider: MatchedProvider, body: SaveFavoritesLikedBody): MatchedProvider {
  return provider.id === body.childcareProviderId ? { ...provider, liked: body.liked } : provider;
}

export interface UseSaveFavoriteOptions {
  childId: string;
  /** Called after a failure was rolled back, with the error. */
  onError?: (error: unknown, body: SaveFavoritesLikedBody) => void;
}

/**
 * Like or unlike, shown at once: every cached page of this child's matches (and the detail) takes
 * the new value before the server answers, and gets the old one back if the call fails. The lists
 * are asked again after a save, since "recommended" puts liked providers first.
 */
export function useSaveFavorite({ childId, onError }: UseSaveFavoriteOptions) {
  const queryClient = useQueryClient();
  const listsKey = waitlistKeys.matchesLists(childId);
  return useMutation<SaveFavoritesLikedResponse, unknown, SaveFavoritesLikedBody, Snapshot>({
    mutationFn: saveFavorite,
    onMutate: async (body) => {
      const oneKey = waitlistKeys.match(childId, body.childcareProviderId);
      await queryClient.cancelQueries({ queryKey: waitlistKeys.matchesOfChild(childId) });
      const snapshot: Snapshot = {
        lists: queryClient.getQueriesData<MatchesResponse>({ queryKey: listsKey }),
        one: queryClient.getQueryData<MatchedProvider>(oneKey),
      };
      queryClient.setQueriesData<MatchesResponse>({ queryKey: listsKey }, (page) =>
        page === undefined
          ? page
          : { ...page, items: page.items.map((item) => withLiked(item, body)) },
      );
      queryClient.setQueryData<MatchedProvider>(oneKey, (one) =>
        one === undefined ? one : withLiked(one, body),
      );
      return snapshot;
    },
    onError: (error, body, snapshot) => {
      if (snapshot !== undefined) {
        for (const [key, page] of snapshot.lists) queryClient.setQueryData(key, page);
        queryClient.setQueryData(
          waitlistKeys.match(childId, body.childcareProviderId),
          snapshot.one,
        );
      }
      onError?.(error, body);
    },
    // Saved: the lists are asked again (the order may change). Refused: the snapshot is the truth.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
