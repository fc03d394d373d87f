import { apiPaths } from '@game-assist/contracts/rules';
import type { Notification, NotificationList, NotificationPreferences } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, read } from './contract';
import { listPages, pageUrl } from './pages';

export const NOTIFICATIONS_POLL_MS = 60_000;

export interface UnreadNotifications {
  unread: number;
  latest: Notification | null;
}

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The badge: the unread count, and the newest, which Início offers as the next step while unread. */
    getUnreadNotifications: build.query<UnreadNotifications, void>({
      query: () => pageUrl(apiPaths.notifications, null, { limit: '1' }),
      rawResponseSchema: answerSchema('notificationList'),
      transformResponse: (list: NotificationList) => ({ unread: list.unread, latest: list.items[0] ?? null }),
      providesTags: ['Notifications'],
    }),
    getNotificationPages: build.infiniteQuery<NotificationList, void, string | null>({
      infiniteQueryOptions: listPages,
      query: ({ pageParam }) => pageUrl(apiPaths.notifications, pageParam),
      responseSchema: answerSchema('notificationList'),
      providesTags: ['Notifications'],
    }),
    /** Marked at once in the pages shown and the badge (no page is fetched again); put back if refused. */
    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({ url: apiPaths.notificationRead(id), method: 'POST' }),
      responseSchema: answerSchema('notification'),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            notificationsApi.util.updateQueryData('getNotificationPages', undefined, (draft) => {
              for (const item of draft.pages.flatMap((page) => page.items)) if (item.id === id) item.read = true;
            }),
          ),
          dispatch(
            notificationsApi.util.updateQueryData('getUnreadNotifications', undefined, (draft) => {
              draft.unread = Math.max(0, draft.unread - 1);
              if (draft.latest?.id === id) draft.latest.read = true;
            }),
          ),
        ];
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    }),
    // The preference is the 'notificacoes-email' consent: either screen's switch refreshes the other.
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      ...read(() => apiPaths.notificationPreferences, 'notificationPreferences'),
      providesTags: ['Consents'],
    }),
    setNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: apiPaths.notificationPreferences, method: 'PUT', body }),
      responseSchema: answerSchema('notificationPreferences'),
      invalidatesTags: ['Consents'],
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        // The switch moves at once; if the server refuses, it moves back.
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationPreferences', undefined, () => body),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useGetUnreadNotificationsQuery,
  useGetNotificationPagesInfiniteQuery,
  useMarkNotificationReadMutation,
  useGetNotificationPreferencesQuery,
  useSetNotificationPreferencesMutation,
} = notificationsApi;
