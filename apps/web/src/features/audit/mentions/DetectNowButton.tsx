/**
 * 'Detect now' for the station's current day (issue 19 point 1): a client admin or superadmin
 * queues the detection of the day so far instead of waiting for the end of the day. The call
 * answers once the detection is queued, so the lists are read again a few seconds later.
 */
import { useEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRadar } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { errorText } from '../../../lib/api-error';
import { useCurrentUser } from '../../auth/use-current-user';
import { detectLiveMentions, liveMentionKeys } from '../../live-mentions/live-mentions.api';

/** How long after queuing the lists are read again: a day so far is scored in seconds. */
export const DETECT_REFETCH_MS = 5_000;

const DETECT_ROLES = new Set(['CLIENT_ADMIN', 'SUPERADMIN']);

export function DetectNowButton({ stationId, day }: { stationId: string; day: string }) {
  const { t } = useTranslation('audit');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const refetch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refetch.current), []);

  const detect = useMutation({
    mutationFn: () => detectLiveMentions(api, stationId, day),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('liveMentions.detect.queued') });
      clearTimeout(refetch.current);
      refetch.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: liveMentionKeys.station(stationId) }),
        DETECT_REFETCH_MS,
      );
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t('liveMentions.detect.failed'), message: errorText(error, t) }),
  });

  if (!DETECT_ROLES.has(user.role)) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconRadar size={16} />}
      loading={detect.isPending}
      onClick={() => detect.mutate()}
    >
      {t('liveMentions.detect.button')}
    </Button>
  );
}
