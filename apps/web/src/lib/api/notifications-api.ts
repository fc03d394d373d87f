import {
  apiPaths,
  type Notification,
  type NotificationList,
  type NotificationPreferences,
} from '@game-assist/contracts';
import { baseApi } from './base-api';

/** How often the tab's unread count is asked again while the app is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationList, void>({
      query: () => `${apiPaths.notifications}?limit=50`,
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({ url: apiPaths.notificationRead(id), method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => apiPaths.notificationPreferences,
    }),
    setNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: apiPaths.notificationPreferences, method: 'PUT', body }),
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
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useGetNotificationPreferencesQuery,
  useSetNotificationPreferencesMutation,
} = notificationsApi;
