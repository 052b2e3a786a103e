/** A live mention's description folded at 100 characters with 'Show more' (spec 02 section 9). */
import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { foldedDescription } from './live-mention-view';

export function MentionDescription({ text, dimmed = false }: { text: string; dimmed?: boolean }) {
  const { t } = useTranslation('live-mentions');
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const folded = foldedDescription(text);
  return (
    <Text size="sm" c={dimmed ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {open || !folded.cut ? text : folded.text}
      {folded.cut && (
        <>
          {' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
            {t(open ? 'item.showLess' : 'item.showMore')}
          </Anchor>
        </>
      )}
    </Text>
  );
}
