/** spec 02 section 8: 'Fragment created' with a 'Go to fragment' link to its info page. */
import { useCallback } from 'react';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useFragmentLink } from './use-fragment-link';

/** Long enough to reach the link with the keyboard. */
const CREATED_TOAST_MS = 10_000;

export function useFragmentCreatedToast(stationSlug: string) {
  const { t } = useTranslation('fragment-editor');
  const linkTo = useFragmentLink(stationSlug);
  return useCallback(
    (fragmentId: string) => {
      const id = `fragment-created-${fragmentId}`;
      notifications.show({
        id,
        color: 'teal',
        title: t('created'),
        autoClose: CREATED_TOAST_MS,
        message: (
          <Anchor size="sm" {...linkTo(fragmentId, () => notifications.hide(id))}>
            {t('goToFragment')}
          </Anchor>
        ),
      });
    },
    [linkTo, t],
  );
}
