/** The queue's rows: file, size, editable audio id, and the item's status (spec 03 sections 4 and 8). */
import { ActionIcon, Badge, Group, Progress, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ERROR_CODES, errorText, isApiError } from '../../../lib/api-error';
import { formatBytes } from '../../../lib/bytes';
import { isIdMissing, type UploadItem } from './upload-queue';

export interface UploadQueueTableProps {
  items: readonly UploadItem[];
  /** Before the batch starts: ids can be edited and items removed. */
  editable: boolean;
  onRename: (key: string, customId: string) => void;
  onRemove: (key: string) => void;
}

function ItemStatus({ item }: { item: UploadItem }) {
  const { t } = useTranslation('audit-upload');
  switch (item.status) {
    case 'NOT_STARTED':
      return (
        <Badge color="gray" variant="light">
          {t('status.NOT_STARTED')}
        </Badge>
      );
    case 'STARTED': {
      const label = t('status.STARTED', { percent: item.progress });
      return (
        <Stack gap={4}>
          <Text size="sm">{label}</Text>
          <Progress value={item.progress} aria-label={label} size="sm" />
        </Stack>
      );
    }
    case 'COMPLETED':
      return (
        <Group gap={4}>
          <Badge color="green" variant="light">
            {t('status.COMPLETED')}
          </Badge>
          {item.overridden && (
            <Badge color="yellow" variant="light">
              {t('status.overridden')}
            </Badge>
          )}
        </Group>
      );
    case 'ERROR': {
      const code = isApiError(item.error) ? item.error.code : CLIENT_ERROR_CODES.unknown;
      return (
        <Stack gap={0}>
          <Text size="sm" c="red">
            {t('status.error', { message: errorText(item.error, t) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('status.errorCode', { code })}
          </Text>
        </Stack>
      );
    }
  }
}

export function UploadQueueTable({ items, editable, onRename, onRemove }: UploadQueueTableProps) {
  const { t, i18n } = useTranslation('audit-upload');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('queueLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.file')}</Table.Th>
            <Table.Th ta="right">{t('columns.size')}</Table.Th>
            <Table.Th>{t('columns.customId')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const file = item.file.name;
            return (
              <Table.Tr key={item.key}>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {file}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(item.file.size, i18n.language)}
                </Table.Td>
                <Table.Td miw={200}>
                  {editable ? (
                    <TextInput
                      size="xs"
                      aria-label={t('customIdLabel', { file })}
                      value={item.customId}
                      onChange={(event) => onRename(item.key, event.currentTarget.value)}
                      error={isIdMissing(item) ? t('customIdRequired') : undefined}
                    />
                  ) : (
                    <Text size="sm">{item.customId.trim()}</Text>
                  )}
                </Table.Td>
                <Table.Td miw={180}>
                  <ItemStatus item={item} />
                </Table.Td>
                <Table.Td>
                  {editable && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('remove', { file })}
                      onClick={() => onRemove(item.key)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
