/**
 * Deletes a group after confirmation. spec: disabled, with an explanatory tooltip, while the
 * group has users. It stays focusable when disabled so keyboard users reach the explanation.
 */
import { useState } from 'react';
import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@antena/contract';
import { confirm } from '../../../components/ConfirmModal';

export interface DeleteGroupButtonProps {
  group: Pick<Group, 'id' | 'name' | 'usersCount'>;
  remove: (id: string) => Promise<unknown>;
  onDeleted: () => void;
}

export function DeleteGroupButton({ group, remove, onDeleted }: DeleteGroupButtonProps) {
  const { t } = useTranslation('groups');
  const [deleting, setDeleting] = useState(false);
  const hasUsers = group.usersCount > 0;

  const run = async () => {
    if (hasUsers) return;
    const confirmed = await confirm({
      title: t('delete.title'),
      message: t('delete.message', { name: group.name }),
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await remove(group.id);
      notifications.show({ color: 'teal', message: t('notifications.deleted') });
      onDeleted();
    } catch {
      notifications.show({ color: 'red', message: t('notifications.deleteFailed') });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Tooltip
      label={t('delete.hasUsers', { count: group.usersCount })}
      disabled={!hasUsers}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      w={260}
    >
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        loading={deleting}
        data-disabled={hasUsers || undefined}
        aria-disabled={hasUsers}
        onClick={(event) => (hasUsers ? event.preventDefault() : void run())}
      >
        {t('delete.button')}
      </Button>
    </Tooltip>
  );
}
