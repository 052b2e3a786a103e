import { Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContext } from 'react';
import { HotkeysContext } from '../lib/hotkeys-context';

/** Lists the hotkeys the mounted screens registered through `useHotkeys`. */
export function HotkeysModal() {
  const { t } = useTranslation();
  const registry = useContext(HotkeysContext);
  if (!registry) return null;
  return (
    <Modal
      opened={registry.opened}
      onClose={registry.close}
      title={t('hotkeys.title')}
      centered
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
            {registry.hotkeys.map((hotkey) => (
              <Table.Tr key={`${hotkey.keys}-${hotkey.description}`}>
                <Table.Td>
                  {hotkey.keys.split('+').map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' + '}
                      <Kbd>{key}</Kbd>
                    </span>
                  ))}
                </Table.Td>
                <Table.Td>{hotkey.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
