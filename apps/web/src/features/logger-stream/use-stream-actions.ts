/**
 * The menus' actions that leave the screen: copying the cursor URL or a Quick Share URL to the
 * clipboard, and downloading a selection. The Quick Share entry shows only where the user may
 * share (spec 02 section 6).
 */
import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { isApiError } from '../../lib/api-error';
import { copyNeedsHttps, copyText } from '../../lib/clipboard';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import { useCurrentUser } from '../auth/use-current-user';
import { useDownloadWithProgress } from '../downloads/use-download-with-progress';
import { useMediaUrl } from '../player/media-url';
import type { TimeRange } from './timeline/timeline.types';
import { createQuickShare, quickSharePermissionQueryOptions } from './stream.api';
import { downloadTarget, type DownloadKind } from './stream-downloads';
import { cursorUrl, type StreamStation } from './stream-station';

/**
 * spec 02 section 6: with the permission check on, a client user needs QuickShare_Share; other
 * roles may always share. While checking, and when the check fails, the entry stays hidden.
 */
export function useCanQuickShare(): boolean {
  const { api } = useAppServices();
  const user = useCurrentUser();
  const checkOn = useFeatureFlag('app__user_permissions_check');
  const needsCheck = checkOn && user.role === 'CLIENT_USER';
  const permission = useQuery({ ...quickSharePermissionQueryOptions(api), enabled: needsCheck });
  if (permission.isError) console.error('Quick Share permission check failed', permission.error);
  return !needsCheck || permission.data?.hasPermission === true;
}

/**
 * Copies a text to the clipboard and says so, or says the copy failed (over plain HTTP, that
 * copying needs HTTPS) and shows the text to copy by hand.
 */
function useCopy() {
  const { t } = useTranslation('logger-stream');
  return useCallback(
    async (text: Promise<string>, success: string) => {
      let value: string | undefined;
      try {
        value = await text;
        await copyText(value);
        notifications.show({ color: 'green', message: success });
      } catch (error) {
        console.error('Copy to the clipboard failed', error);
        notifications.show({
          color: 'red',
          ...(value === undefined
            ? { message: t('messages.copyFailed') }
            : {
                title: t(copyNeedsHttps() ? 'messages.copyNeedsHttps' : 'messages.copyFailed'),
                message: value,
                autoClose: false,
              }),
        });
      }
    },
    [t],
  );
}

/**
 * spec 02 section 6: creates a Quick Share link of a station's range (with an optional title,
 * as a live mention's share names it) and copies it; used by the selection menu and by the
 * live mention lists.
 */
export function useQuickShareUrl(stationId: string) {
  const { t } = useTranslation('logger-stream');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const copy = useCopy();
  return useCallback(
    async (range: TimeRange, title?: string) => {
      let url: string;
      try {
        ({ url } = await createQuickShare(api, {
          stationId,
          from: range.from,
          to: range.to,
          ...(title ? { title } : {}),
        }));
      } catch (error) {
        console.error('Quick Share creation failed', error);
        // A withdrawn permission: say so and check it again, so the entry hides; the session stays.
        const refused = isApiError(error) && error.status === 403;
        if (refused) void queryClient.invalidateQueries(quickSharePermissionQueryOptions(api));
        notifications.show({
          color: 'red',
          message: t(refused ? 'messages.quickShareRefused' : 'messages.quickShareFailed'),
        });
        return;
      }
      await copy(Promise.resolve(url), t('messages.quickShareCopied'));
    },
    [api, copy, queryClient, stationId, t],
  );
}

export function useStreamActions(station: StreamStation) {
  const { t } = useTranslation('logger-stream');
  const mediaUrl = useMediaUrl();
  const downloadWithProgress = useDownloadWithProgress();
  const copy = useCopy();
  const copyQuickShareUrl = useQuickShareUrl(station.id);

  const copyCursorUrl = useCallback(
    (cursor: number) =>
      copy(Promise.resolve(cursorUrl(window.location.origin, station.slug, cursor)), t('messages.cursorCopied')),
    [copy, station.slug, t],
  );

  const download = useCallback(
    async (range: TimeRange, kind: DownloadKind) => {
      const { path, query } = downloadTarget(station, range, kind);
      await downloadWithProgress(mediaUrl(path, query), String(query.filename));
    },
    [downloadWithProgress, mediaUrl, station],
  );

  return { copyCursorUrl, copyQuickShareUrl, download };
}
