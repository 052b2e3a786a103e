/**
 * Why a live mention was detected (issue 33 point 1): behind a 'Why?' toggle, the brand's
 * distinctive word, the brand and rest parts of the score, the script's words that were heard
 * (heaviest first, with what the engine wrote when it misheard one) and the heaviest ones that
 * were not. A reviewer sees at a glance whether the score stands on the brand's name and the
 * offer or on common words. Manual mentions and mentions detected before it have none.
 */
import { useState } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MentionExplanation as Explanation } from '@antena/contract';

/** Enough words to see what carried the score without a wall of chips. */
const SHOWN_HEARD = 12;
const SHOWN_MISSING = 6;

const byWeight = (a: { weight: number }, b: { weight: number }) => b.weight - a.weight;

export function MentionExplanation({ explanation }: { explanation: Explanation | null }) {
  const { t, i18n } = useTranslation('live-mentions');
  const [open, setOpen] = useState(false);
  if (!explanation) return null;
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  const heard = explanation.terms.filter((term) => term.credit > 0).sort(byWeight);
  const missing = explanation.terms.filter((term) => term.credit === 0).sort(byWeight);

  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(open ? 'explanation.hide' : 'explanation.show')}
      </Anchor>
      {open && (
        <Stack gap={4} data-testid="mention-explanation">
          <Text size="xs">
            {t('explanation.summary', {
              word: explanation.distinctive,
              brand: percent(explanation.brand),
              rest: percent(explanation.rest),
            })}
          </Text>
          <Group gap={4} aria-label={t('explanation.heard')}>
            {heard.slice(0, SHOWN_HEARD).map((term) => (
              <Badge
                key={term.term}
                size="sm"
                variant={term.class === 'brand' ? 'filled' : 'light'}
                color={term.credit < 1 ? 'yellow' : 'blue'}
                title={t(`explanation.class.${term.class}`)}
                tt="none"
              >
                {term.heard && term.credit < 1
                  ? t('explanation.misheard', { term: term.term, heard: term.heard, weight: percent(term.weight) })
                  : t('explanation.term', { term: term.term, weight: percent(term.weight) })}
              </Badge>
            ))}
          </Group>
          {missing.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('explanation.missing', {
                terms: missing
                  .slice(0, SHOWN_MISSING)
                  .map((term) => term.term)
                  .join(', '),
              })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
