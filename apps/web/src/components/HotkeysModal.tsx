import { Fragment, useContext } from 'react';
import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotkeysContext, type HotkeyDescription } from '../lib/hotkeys-context';
import { hotkeyLabels } from '../lib/hotkey-labels';

/** One row per action: the keys that do the same thing ('K or Space') side by side. */
function byAction(hotkeys: readonly HotkeyDescription[]): { description: string; keys: string[] }[] {
  const rows = new Map<string, string[]>();
  for (const { keys, description } of hotkeys) rows.set(description, [...(rows.get(description) ?? []), keys]);
  return [...rows].map(([description, keys]) => ({ description, keys }));
}

/** Lists the hotkeys the mounted screens registered through `useHotkeys`, as the keyboard shows them. */
export function HotkeysModal() {
  const { t } = useTranslation();
  const registry = useContext(HotkeysContext);
  if (!registry) return null;
  const word = (key: string) => t(`hotkeys.keyNames.${key}`);
  return (
    <Modal
      opened={registry.opened}
      onClose={registry.close}
      title={t('hotkeys.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {registry.hotkeys.length === 0 ? (
        <Text c="dimmed">{t('hotkeys.none')}</Text>
      ) : (
        <Table aria-label={t('hotkeys.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hotkeys.keys')}</Table.Th>
              <Table.Th>{t('hotkeys.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byAction(registry.hotkeys).map((row) => (
              <Table.Tr key={row.description}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {row.keys.map((keys, index) => (
                      <Fragment key={keys}>
                        {index > 0 && (
                          <Text span size="sm" c="dimmed">
                            {t('hotkeys.or')}
                          </Text>
                        )}
                        <Group gap={2} wrap="nowrap" aria-label={hotkeyLabels(keys, word).join(' + ')}>
                          {hotkeyLabels(keys, word).map((label, position) => (
                            <Kbd key={position}>{label}</Kbd>
                          ))}
                        </Group>
                      </Fragment>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{row.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
