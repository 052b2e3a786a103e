/** spec 03 section 9: long text is cut to 50 characters, with a way to show all of it. */
import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const TRUNCATE_AT = 50;

export function TruncatedText({ text }: { text: string }) {
  const { t } = useTranslation('audit-reports');
  const [open, setOpen] = useState(false);
  if (text.length <= TRUNCATE_AT) return <>{text}</>;
  return (
    <Text size="sm" span>
      {open ? text : `${text.slice(0, TRUNCATE_AT)}…`}{' '}
      <Anchor component="button" type="button" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('text.showLess') : t('text.showAll')}
      </Anchor>
    </Text>
  );
}
