/** spec 02 Search: the help dialog on the search text's grammar (AND, OR, phrases, accents). */
import { ActionIcon, Code, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const RULES = [
  { key: 'and', example: 'inflación + dólar' },
  { key: 'or', example: 'lluvia | tormenta' },
  { key: 'phrase', example: '"banco central"' },
  { key: 'accents', example: 'cancion' },
  { key: 'combined', example: 'gobierno + "banco central" | ministro' },
] as const;

export function SearchGrammarHelp() {
  const { t } = useTranslation('search');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label={t('help.open')}>
        <ActionIcon variant="subtle" size="lg" aria-label={t('help.open')} onClick={open}>
          <IconHelpCircle size={20} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={t('help.title')} size="lg">
        <Stack gap="sm">
          <Text size="sm">{t('help.intro')}</Text>
          <List spacing="xs" size="sm">
            {RULES.map(({ key, example }) => (
              <List.Item key={key}>
                {t(`help.${key}`)} <Code>{example}</Code>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Modal>
    </>
  );
}
